// Changes to an existing member (000 §2.7, §5): login details, and the person record with the account's
// contact fields, each in one transaction.
import type { AccountsContext } from './http';
import { hashPassword, verifyPasswordOrSpendEqualTime } from './passwords';
import { ConflictError, NO_STATE, conflictMessages, registrationLabels, username } from './registration';
import type { Login } from './logins';
import { FieldError, email, flag, messages, newPassword, optionalText, requiredText } from './validation';

type Body = Record<string, unknown>;

export const CURRENT_PASSWORD_LABEL = 'Current password';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
const MAX_PASSWORD_INPUT = 200;

/**
 * currentPassword: the password of the member who is logged in, whoever's login details change — the member's
 * own, or a curator's when she changes another member's (000 §6). A stolen login (cookies, or an ORCID sign-in)
 * is then not enough to take an account over.
 */
function currentPassword(body: Body): string {
  const value = body.currentPassword;
  if (typeof value !== 'string' || value === '') throw new FieldError('currentPassword', messages.required(CURRENT_PASSWORD_LABEL));
  return value;
}

/**
 * userName and password (000 §7); an empty password keeps the current one (000 §5). The form's rules are checked
 * first, then currentPassword (scrypt, constant time); 'wrong-password' when it does not match.
 */
export async function updateCredentials(
  context: AccountsContext,
  login: Login,
  communityId: number,
  body: Body,
): Promise<'updated' | 'no-account' | 'wrong-password'> {
  const { store, accounts } = context;
  const typedCurrent = currentPassword(body);
  if (!(await accounts.byCommunityId(communityId))) return 'no-account';
  const newUsername = username(body, 'userName');
  const password = newPassword(body, registrationLabels, { keepWhenEmpty: true });
  const stored = { hash: login.account.password_hash, salt: login.account.password_salt };
  const typedFits = typedCurrent.length <= MAX_PASSWORD_INPUT;
  if (!(await verifyPasswordOrSpendEqualTime(typedFits ? typedCurrent : '', stored)) || !typedFits) return 'wrong-password';
  const hashed = password ? await hashPassword(password) : null;
  await store.transaction(async ({ accounts: inTransaction, logins }) => {
    const holder = await inTransaction.byUsername(newUsername);
    if (holder && holder.community_id !== communityId) throw new ConflictError('userName', conflictMessages.username(newUsername));
    await inTransaction.setUsername(communityId, newUsername);
    if (!hashed) return;
    await inTransaction.setPassword(communityId, hashed.hash, hashed.salt);
    // A new password ends the member's other logins; a curator's change ends all of the member's logins.
    if (communityId === login.communityId) await logins.endOthers(login);
    else await logins.endAll(communityId);
  });
  return 'updated';
}

const personLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  institutionName: 'Institution Name',
  country: 'Country',
  stateProvince: 'State',
  sendEmail: 'Receive e-mail',
  displayEmail: 'Display e-mail',
} as const;

/** The person record's fields (and the account's e-mail settings, when the person has an account). */
export async function updatePerson(context: AccountsContext, communityId: number, body: Body): Promise<'updated' | 'no-person'> {
  const fields = {
    firstName: requiredText(body, 'firstName', personLabels.firstName),
    lastName: requiredText(body, 'lastName', personLabels.lastName),
    email: email(body),
    institutionName: optionalText(body, 'institutionName', personLabels.institutionName),
    country: optionalText(body, 'country', personLabels.country),
    stateProvince: optionalText(body, 'stateProvince', personLabels.stateProvince),
    sendEmail: flag(body, 'sendEmail', personLabels.sendEmail),
    displayEmail: flag(body, 'displayEmail', personLabels.displayEmail),
  };
  return context.store.transaction(async ({ accounts, community }) => {
    const person = await community.person(communityId);
    if (!person) return 'no-person' as const;
    // An address another account gives is accepted as at registration: a refusal would tell a member which
    // addresses have accounts (registration.ts).
    await community.patch('person', communityId, {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      displayEmail: fields.displayEmail,
      institutionName: fields.institutionName || null,
      country: fields.country || null,
      region: fields.stateProvince && fields.stateProvince !== NO_STATE ? fields.stateProvince : null,
    });
    await community.renamePerson(communityId, fields);
    if (await accounts.byCommunityId(communityId)) await accounts.setContact(communityId, fields.email, fields.sendEmail);
    await community.renameInOrganizations(person.personId, fields.firstName, fields.lastName);
    return 'updated' as const;
  });
}
