// The validation rules of 000 §5, enforced on the server with the spec's messages: the limits, patterns and
// messages are the account field rules the pages check with too (contracts/accounts/fieldRules.ts). A rule failure
// is a FieldError: the message a user reads, and the field it is about.
import { accountMessages, EMAIL_ADDRESS, ENGLISH_LINE, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from '../../contracts/accounts/fieldRules';

export const messages = {
  ...accountMessages,
  // What only a request made without the page can get wrong.
  notText: (label: string) => `${label} must be text.`,
  notFlag: (label: string) => `${label} must be true or false.`,
} as const;

export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldError';
  }
}


type Body = Record<string, unknown>;

/** The body of a JSON request as a plain object ({} for anything else, so every field reads as missing). */
export function bodyOf(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

function rawText(body: Body, field: string, label: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new FieldError(field, messages.notText(label));
  return value;
}

/** A trimmed text field; '' when absent. English characters only, bounded length. */
export function optionalText(body: Body, field: string, label: string, max = TEXT_MAX): string {
  const value = (rawText(body, field, label) ?? '').trim();
  if (!ENGLISH_LINE.test(value)) throw new FieldError(field, messages.englishOnlyIn(label));
  if (value.length > max) throw new FieldError(field, messages.tooLong(label, max));
  return value;
}

export function requiredText(body: Body, field: string, label: string, max = TEXT_MAX): string {
  const value = optionalText(body, field, label, max);
  if (!value) throw new FieldError(field, messages.required(label));
  return value;
}

export function email(body: Body, field = 'email'): string {
  const value = optionalText(body, field, 'Email address');
  if (!value) throw new FieldError(field, messages.emailRequired);
  if (!EMAIL_ADDRESS.test(value)) throw new FieldError(field, messages.emailInvalid);
  return value;
}

/** A password as typed (never trimmed); '' when absent. */
export function passwordValue(body: Body, field: string, label: string): string {
  const value = rawText(body, field, label) ?? '';
  if (!ENGLISH_LINE.test(value)) throw new FieldError(field, messages.englishOnlyIn(label));
  return value;
}

export function checkPassword(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) throw new FieldError(field, messages.passwordLength);
}

/** A checkbox or T/F field: true/false, 'T'/'F', 'true'/'false', 'on'; absent is false. */
export function flag(body: Body, field: string, label: string): 'T' | 'F' {
  const value = body[field];
  if (value === undefined || value === null || value === '') return 'F';
  if (value === true || value === 'T' || value === 'true' || value === 'on') return 'T';
  if (value === false || value === 'F' || value === 'false') return 'F';
  throw new FieldError(field, messages.notFlag(label));
}
