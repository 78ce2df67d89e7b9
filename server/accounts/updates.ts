// Changes to an existing member (000 §2.7, §5): login details, and the person record with the account's
// contact fields, each in one transaction.
import type { AccountsContext } from './http';
import { hashPassword } from './passwords';
import { ConflictError, NO_STATE, conflictMessages, registrationLabels, username } from './registration';
import type { Login } from './logins';
import { FieldError, checkPassword, email, flag, messages, optionalText, passwordValue, requiredText } from './validation';

type Body = Record<string, unknown>;

/** userName and password (000 §7); an empty password keeps the current one (000 §5). */
export async function updateCredentials(
  context: AccountsContext,
  login: Login,
  communityId: number,
  body: Body,
): Promise<'updated' | 'no-account'> {
  const { db, accounts, logins } = context;
  if (!accounts.byCommunityId(communityId)) return 'no-account';
  const newUsername = username(body, 'userName');
  const password = passwordValue(body, 'password', registrationLabels.password);
  if (password) {
    checkPassword(password);
    // The confirmation is optional in this call; when it is sent it has to match.
    const confirmation = body.password_confirm;
    if (confirmation !== undefined && confirmation !== password) throw new FieldError('password_confirm', messages.passwordMismatch);
  }
  const hashed = password ? await hashPassword(password) : null;
  db.transaction(() => {
    const holder = accounts.byUsername(newUsername);
    if (holder && holder.community_id !== communityId) throw new ConflictError('userName', conflictMessages.username(newUsername));
    accounts.setUsername(communityId, newUsername);
    if (!hashed) return;
    accounts.setPassword(communityId, hashed.hash, hashed.salt);
    // A new password ends the member's other logins; a curator's change ends all of the member's logins.
    if (communityId === login.communityId) logins.endOthers(login);
    else logins.endAll(communityId);
  }).immediate();
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
export function updatePerson(context: AccountsContext, communityId: number, body: Body): 'updated' | 'no-person' {
  const { db, accounts, records } = context;
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
  return db
    .transaction(() => {
      const person = records.person(communityId);
      if (!person) return 'no-person' as const;
      const holder = accounts.byEmail(fields.email);
      if (holder && holder.community_id !== communityId) throw new ConflictError('email', conflictMessages.email);
      records.patch('person', communityId, {
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        displayEmail: fields.displayEmail,
        institutionName: fields.institutionName || null,
        country: fields.country || null,
        region: fields.stateProvince && fields.stateProvince !== NO_STATE ? fields.stateProvince : null,
      });
      records.renamePerson(communityId, fields);
      if (accounts.byCommunityId(communityId)) accounts.setContact(communityId, fields.email, fields.sendEmail);
      records.renameInOrganizations(person.personId, fields.firstName, fields.lastName);
      return 'updated' as const;
    })
    .immediate();
}
