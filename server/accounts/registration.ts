// Registration (000 §2.5, §5): checks the form, then creates the account, its person record and its complimentary
// usage units in one transaction.
//
// An e-mail address already in use is registered like any other: the answer must not tell whether an address has an
// account, hidden addresses included. A site that mails its members would answer every registration alike and mail
// the address's owner (an activation link for a new address, a note for one in use); this server sends no mail, so
// no address can be verified first, and the only answer that reveals nothing is the same account made for every
// address (migration 016 lets accounts share an address). Usernames stay unique: a member chooses one to log in
// with and must hear that it is taken.
import { randomUUID } from 'node:crypto';
import { registrationLabels } from '../../contracts/accounts/formLabels';
import { isUniqueViolation } from '../store/errors';
import type { PortalStore } from '../store/stores';
import { hashPassword } from './passwords';
import type { Flag } from './store';
import { email, flag, newPassword, requiredText, usernameText } from './validation';


export { registrationLabels };

/** 000 §2.5: 'N/A' (Not Applicable) is the state of a country without states or provinces. */
export const NO_STATE = 'N/A';

export interface RegistrationForm {
  username: string;
  password: string;
  email: string;
  sendEmail: Flag;
  registeringForAbrc: Flag;
  displayEmail: Flag;
  firstName: string;
  lastName: string;
  institutionName: string;
  country: string;
  state: string;
}

export function username(body: Record<string, unknown>, field = 'username'): string {
  return usernameText(body, field, registrationLabels.username);
}

/** Reads and checks the form in the order a user fills it; the first problem is the one reported. */
export function readRegistrationForm(body: Record<string, unknown>): RegistrationForm {
  const labels = registrationLabels;
  const name = username(body);
  const password = newPassword(body, labels);
  return {
    username: name,
    password,
    email: email(body),
    sendEmail: flag(body, 'okMail', labels.okMail),
    registeringForAbrc: flag(body, 'okGeneSymbol', labels.okGeneSymbol),
    displayEmail: flag(body, 'okEmailDisplay', labels.okEmailDisplay),
    firstName: requiredText(body, 'firstName', labels.firstName),
    lastName: requiredText(body, 'lastName', labels.lastName),
    institutionName: requiredText(body, 'institutionName', labels.institutionName),
    country: requiredText(body, 'country', labels.country),
    state: requiredText(body, 'state', labels.state),
  };
}

export class ConflictError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

export const conflictMessages = {
  username: (name: string) => `The username "${name}" is already taken. Please choose another one.`,
} as const;

export interface Registered {
  communityId: number;
  partyId: number;
  username: string;
}

/** Creates the account; throws ConflictError for a username already in use (never for an e-mail address). */
export async function registerPerson(store: PortalStore, form: RegistrationForm): Promise<Registered> {
  const refuseTaken = async ({ accounts }: PortalStore['stores']) => {
    if (await accounts.byUsername(form.username)) throw new ConflictError('username', conflictMessages.username(form.username));
  };
  // The cheap check comes before scrypt, so a taken username costs no hashing (probing names must not load the
  // server); scrypt runs outside the write transaction, which checks again for a registration meanwhile.
  await refuseTaken(store.stores);
  const password = await hashPassword(form.password);
  try {
    return await store.transaction(async (stores): Promise<Registered> => {
      const { accounts, community, usage } = stores;
      await refuseTaken(stores);
      const communityId = await accounts.nextCommunityId();
      const partyId = await accounts.nextPartyId();
      await accounts.insert({
        community_id: communityId,
        username: form.username,
        password_hash: password.hash,
        password_salt: password.salt,
        email: form.email,
        send_email: form.sendEmail,
        orcid_id: null,
        is_curator: 'F',
        registering_for_abrc: form.registeringForAbrc,
        party_id: partyId,
        credential_id: randomUUID(),
      });
      await community.insertPerson(communityId, {
        communityId,
        // The demo dataset's convention: a person's key is both its community id and its person id.
        personId: communityId,
        firstName: form.firstName,
        lastName: form.lastName,
        orcidId: null,
        email: form.email,
        displayEmail: form.displayEmail,
        institutionName: form.institutionName,
        region: form.state === NO_STATE ? null : form.state,
        country: form.country,
        publications: [],
      });
      await usage.grantComplimentaryUnits(partyId);
      return { communityId, partyId, username: form.username };
    });
  } catch (error) {
    // Two registrations of one username at once, through two server processes: the unique index decides.
    if (isUniqueViolation(error) && (await store.stores.accounts.byUsername(form.username))) {
      throw new ConflictError('username', conflictMessages.username(form.username));
    }
    throw error;
  }
}
