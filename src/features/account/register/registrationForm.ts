// The registration form of 000 §2.5: its fields, their labels and the body POST user/register-person receives
// (read by readRegistrationForm in server/accounts/registration.ts).
import {
  accountFormSchema,
  choiceProblem,
  confirmationProblem,
  emailProblem,
  passwordProblem,
  textProblem,
  usernameProblem,
} from '../../../../contracts/accounts/fieldRules';
import { registrationLabels } from '../../../../contracts/accounts/formLabels';
import { DEFAULT_COUNTRY } from '../forms/countries';
import { initialStateFor } from '../forms/regions';

/** The labels the '{Label} is required.' messages name, as the server names them too. */
export { registrationLabels };

export interface RegistrationValues {
  username: string;
  password: string;
  password_confirm: string;
  email: string;
  okMail: boolean;
  okGeneSymbol: boolean;
  okEmailDisplay: boolean;
  firstName: string;
  lastName: string;
  institutionName: string;
  country: string;
  state: string;
}

/** The fields in the order the page shows them (the error summary lists problems in this order). */
export const registrationFieldOrder: readonly (keyof RegistrationValues)[] = [
  'username',
  'email',
  'password',
  'password_confirm',
  'firstName',
  'lastName',
  'institutionName',
  'country',
  'state',
];

export const emptyRegistration: RegistrationValues = {
  username: '',
  password: '',
  password_confirm: '',
  email: '',
  okMail: false,
  okGeneSymbol: false,
  okEmailDisplay: false,
  firstName: '',
  lastName: '',
  institutionName: '',
  country: DEFAULT_COUNTRY,
  state: initialStateFor(DEFAULT_COUNTRY),
};

/** 000 §5: the rules the page checks before sending, those the server checks again. */
export const registrationSchema = accountFormSchema<RegistrationValues>({
  username: (value) => usernameProblem(value, registrationLabels.username),
  email: emailProblem,
  password: (value) => passwordProblem(value, registrationLabels.password),
  password_confirm: (value, values) => confirmationProblem(value, values.password, registrationLabels.password_confirm),
  firstName: (value) => textProblem(value, registrationLabels.firstName),
  lastName: (value) => textProblem(value, registrationLabels.lastName),
  institutionName: (value) => textProblem(value, registrationLabels.institutionName),
  country: (value) => choiceProblem(value, registrationLabels.country),
  state: (value) => choiceProblem(value, registrationLabels.state),
});

/** The request body: texts trimmed (passwords exactly as typed), the three choices as true or false. */
export function registrationPayload(values: RegistrationValues): Record<string, unknown> {
  return {
    username: values.username.trim(),
    password: values.password,
    password_confirm: values.password_confirm,
    email: values.email.trim(),
    okMail: values.okMail,
    okGeneSymbol: values.okGeneSymbol,
    okEmailDisplay: values.okEmailDisplay,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    institutionName: values.institutionName.trim(),
    country: values.country,
    state: values.state,
  };
}

export const registrationMessages = {
  success: 'Person registered successfully.',
} as const;

/** Where a new member goes next: the login page, in the same window (000 §2.5). */
export const LOGIN_PAGE = '/login';
