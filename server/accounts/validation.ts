// The validation rules of 000 §5, enforced on the server with the spec's messages. A rule failure is a
// FieldError: the message a user reads, and the field it is about.

export const CURATOR_EMAIL = 'curator@arabidopsis.org';

export const messages = {
  required: (label: string) => `${label} is required.`,
  // 000 §5: on submit the form names the field ('... in {Label}.').
  englishOnly: (label: string) => `Only English characters are allowed in ${label}.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  notText: (label: string) => `${label} must be text.`,
  notFlag: (label: string) => `${label} must be true or false.`,
  emailRequired: 'Email address is required.',
  emailInvalid: `Please enter a valid email address in English (e.g., ${CURATOR_EMAIL}).`,
  passwordLength: 'Password must be between 6 and 10 characters.',
  passwordMismatch: 'Passwords do not match.',
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

// 000 §5: "English characters" are letters, digits, spaces and common punctuation: printable ASCII.
const ENGLISH_ONLY = /^[\x20-\x7E]*$/;
// A basic address shape (000 §5): local part, @, a dotted domain with a letter-only top level.
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

const MAX_TEXT = 200;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 10;

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
export function optionalText(body: Body, field: string, label: string, max = MAX_TEXT): string {
  const value = (rawText(body, field, label) ?? '').trim();
  if (!ENGLISH_ONLY.test(value)) throw new FieldError(field, messages.englishOnly(label));
  if (value.length > max) throw new FieldError(field, messages.tooLong(label, max));
  return value;
}

export function requiredText(body: Body, field: string, label: string, max = MAX_TEXT): string {
  const value = optionalText(body, field, label, max);
  if (!value) throw new FieldError(field, messages.required(label));
  return value;
}

export function email(body: Body, field = 'email'): string {
  const value = optionalText(body, field, 'Email address');
  if (!value) throw new FieldError(field, messages.emailRequired);
  if (!EMAIL.test(value)) throw new FieldError(field, messages.emailInvalid);
  return value;
}

/** A password as typed (never trimmed); '' when absent. */
export function passwordValue(body: Body, field: string, label: string): string {
  const value = rawText(body, field, label) ?? '';
  if (!ENGLISH_ONLY.test(value)) throw new FieldError(field, messages.englishOnly(label));
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
