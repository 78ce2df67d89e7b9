// The field rules of the account forms (000 §5) with their messages, character for character: the pages check a
// form with them before sending it, and the server checks the request with them again, so a message reads the same
// whichever side finds the problem. Each rule answers the message of the first problem, or null.
import * as z from 'zod/mini';

/** 000 §5's {email}: the product's contact mailbox, the example the address message gives. */
export const CURATOR_EMAIL = 'curator@arabidopsis.org';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 10;
/** Most text fields hold 200 characters, a username 50, an organization's address 500. */
export const TEXT_MAX = 200;
export const USERNAME_MAX = 50;
export const ADDRESS_MAX = 500;

export const accountMessages = {
  required: (label: string) => `${label} is required.`,
  /** 000 §5: the message names the field ('... in {Label}.'). */
  englishOnlyIn: (label: string) => `Only English characters are allowed in ${label}.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  emailRequired: 'Email address is required.',
  emailInvalid: `Please enter a valid email address in English (e.g., ${CURATOR_EMAIL}).`,
  passwordLength: 'Password must be between 6 and 10 characters.',
  passwordMismatch: 'Passwords do not match.',
  usernameSpaces: 'Username must not contain spaces.',
} as const;

/** 000 §5: "English characters" are letters, digits, spaces and common punctuation: printable ASCII, on one line. */
export const ENGLISH_LINE = /^[\x20-\x7E]*$/;
/** A basic address shape (000 §5): local part, @, a dotted domain with a letter-only top level. */
export const EMAIL_ADDRESS = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** True when every line holds English characters only (an address may span lines). */
export const isEnglishText = (value: string) => value.split(/\r\n|\r|\n/).every((line) => ENGLISH_LINE.test(line));

export type FieldProblem = string | null;

/**
 * A text field: English only, at most `max` characters once trimmed, and not empty when required. One line unless
 * `multiline` (an organization's address): a line break sent in a name is refused, whoever sends it.
 */
export function textProblem(value: string, label: string, { required = true, max = TEXT_MAX, multiline = false } = {}): FieldProblem {
  const trimmed = value.trim();
  if (!(multiline ? isEnglishText(trimmed) : ENGLISH_LINE.test(trimmed))) return accountMessages.englishOnlyIn(label);
  if (required && !trimmed) return accountMessages.required(label);
  if (trimmed.length > max) return accountMessages.tooLong(label, max);
  return null;
}

/** A username: a text field of at most 50 characters without spaces inside. */
export function usernameProblem(value: string, label: string, { required = true } = {}): FieldProblem {
  return textProblem(value, label, { required, max: USERNAME_MAX }) ?? (/\s/.test(value.trim()) ? accountMessages.usernameSpaces : null);
}

export function emailProblem(value: string): FieldProblem {
  if (!isEnglishText(value)) return accountMessages.englishOnlyIn('Email address');
  const trimmed = value.trim();
  if (!trimmed) return accountMessages.emailRequired;
  return EMAIL_ADDRESS.test(trimmed) ? null : accountMessages.emailInvalid;
}

/** 000 §5: 6 to 10 characters (never trimmed); with `keepWhenEmpty`, empty keeps the current password. */
export function passwordProblem(value: string, label: string, { keepWhenEmpty = false } = {}): FieldProblem {
  if (!isEnglishText(value)) return accountMessages.englishOnlyIn(label);
  if (!value) return keepWhenEmpty ? null : accountMessages.required(label);
  return value.length < PASSWORD_MIN || value.length > PASSWORD_MAX ? accountMessages.passwordLength : null;
}

/** The confirmation repeats the password exactly. */
export function confirmationProblem(value: string, password: string, label: string, { keepWhenEmpty = false } = {}): FieldProblem {
  if (!isEnglishText(value)) return accountMessages.englishOnlyIn(label);
  if (!value && !password && keepWhenEmpty) return null;
  if (!value && !keepWhenEmpty) return accountMessages.required(label);
  return value === password ? null : accountMessages.passwordMismatch;
}

/** A choice that must be made (country, state). */
export const choiceProblem = (value: string, label: string): FieldProblem => (value.trim() ? null : accountMessages.required(label));

/** The rule of each checked field of a form: the message of its first problem, given the whole form, or null. */
export type FieldChecks<Values> = { [Field in keyof Values]?: (value: string, values: Values) => FieldProblem };

/**
 * A form's values checked field by field, each problem on its field: the schema a form's resolver runs. Every rule
 * runs on every submit, so all problems show at once (the error summary lists them), whatever the other fields hold.
 */
export function accountFormSchema<Values extends object>(checks: FieldChecks<Values>) {
  return z.custom<Values>((values) => typeof values === 'object' && values !== null).check(
    z.superRefine((values, context) => {
      for (const [field, check] of Object.entries(checks) as [keyof Values & string, FieldChecks<Values>[keyof Values]][]) {
        const value: unknown = values[field];
        const problem = check?.(typeof value === 'string' ? value : '', values);
        if (problem) context.addIssue({ code: 'custom', path: [field], message: problem });
      }
    }),
  );
}
