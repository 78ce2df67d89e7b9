// Seeds the demo accounts (demo.ts) and activation codes. Idempotent: an account that exists is left as it is.
// The accounts belong to person records of the demo dataset; one whose record is missing is skipped with a warning.
import { randomUUID } from 'node:crypto';
import type { PortalStore } from '../store/stores';
import { demoAccounts, demoActivationCodes, type DemoAccount } from './demo';
import { hashPassword } from './passwords';

/** Returns the number of accounts created. */
export async function seedAccounts(store: PortalStore, accountsToSeed: readonly DemoAccount[] = demoAccounts): Promise<number> {
  const { accounts, community } = store.stores;
  const toCreate: DemoAccount[] = [];
  for (const demo of accountsToSeed) {
    if (await accounts.byUsername(demo.username)) continue;
    if (await community.person(demo.communityId)) toCreate.push(demo);
    else console.warn(`Demo account "${demo.username}" not created: the records table has no person ${demo.communityId} (${demo.name}).`);
  }
  // Hashing is slow; it happens before the write transaction.
  const hashes = new Map(await Promise.all(toCreate.map(async (demo) => [demo.username, await hashPassword(demo.password)] as const)));

  return store.transaction(async ({ accounts, community, usage }) => {
    for (const code of demoActivationCodes) await usage.addActivationCode({ code: code.code, units: code.units, valid_days: code.validDays });
    let created = 0;
    for (const demo of toCreate) {
      if ((await accounts.byUsername(demo.username)) || (await accounts.byCommunityId(demo.communityId))) continue;
      const person = await community.person(demo.communityId);
      if (!person) continue;
      const password = hashes.get(demo.username)!;
      const partyId = await accounts.nextPartyId();
      const email = typeof person.email === 'string' && person.email ? person.email : demo.email;
      await accounts.insert({
        community_id: demo.communityId,
        username: demo.username,
        password_hash: password.hash,
        password_salt: password.salt,
        email,
        send_email: 'F',
        orcid_id: demo.orcidId,
        is_curator: demo.isCurator ? 'T' : 'F',
        registering_for_abrc: demo.registeringForAbrc ? 'T' : 'F',
        party_id: partyId,
        credential_id: randomUUID(),
      });
      // The detail page shows the same ORCID iD as the account holds.
      await community.patch('person', demo.communityId, { orcidId: demo.orcidId });
      for (const organization of demo.organizations) await accounts.addAffiliation(demo.communityId, organization);
      await usage.grantComplimentaryUnits(partyId);
      created += 1;
    }
    return created;
  });
}
