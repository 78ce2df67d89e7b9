// The auth profile of 000 §3, as GET auth/profile answers it for a login.
import type { AccountsContext } from './http';
import type { Login } from './logins';

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

export async function profileOf(context: AccountsContext, login: Login) {
  const person = (await context.records.person(login.communityId)) ?? {};
  const { account } = login;
  return {
    loggedIn: true,
    credentialId: login.credentialId,
    secretKey: login.secretKey,
    username: account.username,
    firstname: textOrNull(person.firstName),
    lastname: textOrNull(person.lastName),
    email: account.email,
    institution: textOrNull(person.institutionName),
    /** The community id, as text (000 §3: userIdentifier). */
    userIdentifier: String(login.communityId),
    communityId: login.communityId,
    /** 000 §3: the party id the usage tracker and activation codes use. */
    partyId: login.partyId,
    isTairCurator: login.isCurator,
    registeringForAbrc: account.registering_for_abrc === 'T',
    affiliations: await context.accounts.affiliations(login.communityId),
    orcidId: account.orcid_id,
  };
}
