// The edit-person form of 000 §2.7: its fields and labels, the values it starts with, and the bodies of
// PUT user/update-credentials and PUT user/update-person (server/routes/user.ts, server/accounts/updates.ts).
import {
  accountFormSchema,
  accountMessages,
  choiceProblem,
  confirmationProblem,
  emailProblem,
  passwordProblem,
  textProblem,
  usernameProblem,
} from '../../../../contracts/accounts/fieldRules';
import type { PersonDetails } from '../../../api/personDetails';
import type { Person } from '../../../../schemas/person';
import { initialStateFor } from '../forms/regions';

export const personLabels = {
  communityId: 'Community ID',
  userName: 'Username',
  password: 'Password',
  password_confirm: 'Confirm Password',
  currentPassword: 'Current password',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email address',
  institutionName: 'Institution Name',
  country: 'Country',
  region: 'State',
  sendEmail: 'Receive e-mail',
  displayEmail: 'Display e-mail',
} as const;

export interface PersonValues {
  communityId: string;
  userName: string;
  password: string;
  password_confirm: string;
  /** The logged-in member's own password, asked for to change a username or password (never stored here). */
  currentPassword: string;
  firstName: string;
  lastName: string;
  email: string;
  institutionName: string;
  country: string;
  region: string;
  sendEmail: boolean;
  displayEmail: boolean;
}

export const personFieldOrder: readonly (keyof PersonValues)[] = [
  'userName',
  'password',
  'password_confirm',
  'currentPassword',
  'firstName',
  'lastName',
  'email',
  'institutionName',
  'country',
  'region',
];

/**
 * 000 §5 and §2.7. Another member's username is not known here: it is asked for only to change their login details,
 * and the member's own password is needed whenever the username or password changes.
 */
export const personSchema = (ownRecord: boolean, savedUserName: string) =>
  accountFormSchema<PersonValues>({
    userName: (value, values) => usernameProblem(value, personLabels.userName, { required: ownRecord || values.password !== '' }),
    password: (value) => passwordProblem(value, personLabels.password, { keepWhenEmpty: true }),
    password_confirm: (value, values) => confirmationProblem(value, values.password, personLabels.password_confirm, { keepWhenEmpty: true }),
    currentPassword: (value, values) =>
      credentialsChanged(values, savedUserName) && !value ? accountMessages.required(personLabels.currentPassword) : null,
    firstName: (value) => textProblem(value, personLabels.firstName),
    lastName: (value) => textProblem(value, personLabels.lastName),
    email: emailProblem,
    institutionName: (value) => textProblem(value, personLabels.institutionName, { required: false }),
    country: (value) => choiceProblem(value, personLabels.country),
    region: (value) => choiceProblem(value, personLabels.region),
  });

/** The texts of 000 §8 for this page, character for character. */
export const personMessages = {
  loadFailed: 'Error fetching data. Please try again later.',
  credentialsUpdated: 'Person credentials updated successfully.',
  credentialsUnreachable: 'Failed to update details due to a network or server issue. Please try again.',
  detailsFailed: 'Failed to update details. Please try again.',
  detailsUpdated: 'Person details updated successfully.',
  orcidUnlinked: 'ORCID account successfully unlinked',
  orcidUnlinkFailed: 'Failed to unlink ORCID account. Please try again.',
} as const;

/** 000 §2.7: the key TEST shows this example person, and nothing is asked of the server. */
export const TEST_KEY = 'TEST';

export const examplePerson: PersonValues = {
  communityId: TEST_KEY,
  userName: 'exampleuser',
  password: '',
  password_confirm: '',
  currentPassword: '',
  firstName: 'Jane',
  lastName: 'Example',
  email: 'jane.example@example.org',
  institutionName: 'Example University',
  country: 'United States',
  region: 'CA',
  sendEmail: true,
  displayEmail: false,
};

const isYes = (value: unknown) => value === 'T' || value === true;

/**
 * The form's starting values: the person record (GET detail/person), the account's e-mail choice when the
 * person-details answer carries it (SEND_EMAIL), and the username when it is known (the session's, or USERNAME).
 */
export function personValuesFrom(key: string, person: Person, details: PersonDetails | undefined, userName: string): PersonValues {
  const country = person.country ?? '';
  const sendEmail = details?.SEND_EMAIL;
  // The member's own username comes from the session; a curator reads another member's from person-details.
  const knownUserName = userName || (details?.USERNAME ?? '');
  return {
    communityId: person.communityId === null || person.communityId === undefined ? key : String(person.communityId),
    userName: knownUserName,
    password: '',
    password_confirm: '',
    currentPassword: '',
    firstName: person.firstName ?? '',
    lastName: person.lastName,
    email: person.email ?? '',
    institutionName: person.institutionName ?? '',
    country,
    region: person.region || initialStateFor(country),
    sendEmail: isYes(sendEmail),
    displayEmail: isYes(person.displayEmail),
  };
}

/**
 * A new username or a new password asks for update-credentials (an empty password keeps the current one), which
 * needs the current password of whoever is logged in.
 */
export const credentialsChanged = (values: PersonValues, savedUserName: string) =>
  values.userName.trim() !== savedUserName || values.password !== '';

export interface LoginPair {
  credentialId: string;
  secretKey: string;
}

export function credentialsPayload(values: PersonValues, login: LoginPair) {
  return {
    credentialId: login.credentialId,
    secretKey: login.secretKey,
    communityId: values.communityId,
    userName: values.userName.trim(),
    password: values.password,
    currentPassword: values.currentPassword,
  };
}

const flag = (value: boolean) => (value ? 'T' : 'F');

export function personPayload(values: PersonValues) {
  return {
    communityId: values.communityId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    institutionName: values.institutionName.trim(),
    sendEmail: flag(values.sendEmail),
    displayEmail: flag(values.displayEmail),
    country: values.country,
    stateProvince: values.region,
  };
}

/** The form field a server refusal names (the server calls the region stateProvince). */
export function personFieldNamed(serverField: string | undefined): keyof PersonValues | undefined {
  if (serverField === 'stateProvince') return 'region';
  return serverField && serverField in personLabels && serverField !== 'communityId' ? (serverField as keyof PersonValues) : undefined;
}
