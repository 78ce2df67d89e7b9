// Seeds the demo accounts (demo.ts) and activation codes. Idempotent: an account that exists is left as it is.
// The accounts belong to person records of the demo dataset; one whose record is missing is skipped with a warning.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { usageStore } from '../subscriptions/usage';
import { communityRecords } from './communityRecords';
import { demoAccounts, demoActivationCodes, type DemoAccount } from './demo';
import { hashPasswordSync } from './passwords';
import { accountStore } from './store';

/** Returns the number of accounts created. */
export function seedAccounts(db: Db, accountsToSeed: readonly DemoAccount[] = demoAccounts): number {
  const accounts = accountStore(db);
  const records = communityRecords(db);
  const usage = usageStore(db);
  const missing = accountsToSeed.filter((demo) => !accounts.byUsername(demo.username) && !records.person(demo.communityId));
  for (const demo of missing) {
    console.warn(`Demo account "${demo.username}" not created: the records table has no person ${demo.communityId} (${demo.name}).`);
  }
  const toCreate = accountsToSeed.filter((demo) => !accounts.byUsername(demo.username) && !missing.includes(demo));
  // Hashing is slow; it happens before the write transaction.
  const hashes = new Map(toCreate.map((demo) => [demo.username, hashPasswordSync(demo.password)]));

  return db
    .transaction(() => {
      for (const code of demoActivationCodes) usage.addActivationCode({ code: code.code, units: code.units, valid_days: code.validDays });
      let created = 0;
      for (const demo of toCreate) {
        if (accounts.byUsername(demo.username) || accounts.byCommunityId(demo.communityId)) continue;
        const person = records.person(demo.communityId);
        if (!person) continue;
        const password = hashes.get(demo.username)!;
        const partyId = accounts.nextPartyId();
        const email = typeof person.email === 'string' && person.email ? person.email : demo.email;
        accounts.insert({
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
        records.patch('person', demo.communityId, { orcidId: demo.orcidId });
        for (const organization of demo.organizations) accounts.addAffiliation(demo.communityId, organization);
        usage.grantComplimentaryUnits(partyId);
        created += 1;
      }
      return created;
    })
    .immediate();
}
