// The validation rules of 000 §5, enforced on the server with the spec's messages: each field is checked by the same
// rule the pages check it with (contracts/accounts/fieldRules.ts), so a message reads the same whichever side finds
// the problem. This module only reads the request's fields (and refuses what a page cannot send: a number for a
// flag, an object for a name). A rule failure is a FieldError: the message a user reads, and the field it is about.
import {
  accountMessages,
  confirmationProblem,
  emailProblem,
  passwordProblem,
  textProblem,
  usernameProblem,
  type FieldProblem,
  TEXT_MAX,
} from '../../contracts/accounts/fieldRules';

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

/** A field as sent: '' when absent, a number as its digits, anything else that is not text refused. */
function rawText(body: Body, field: string, label: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new FieldError(field, messages.notText(label));
  return value;
}

function refuse(field: string, problem: FieldProblem): void {
  if (problem) throw new FieldError(field, problem);
}

/** A trimmed text field; '' when absent. English characters only, one line, bounded length. */
export function optionalText(body: Body, field: string, label: string, max = TEXT_MAX): string {
  const value = rawText(body, field, label);
  refuse(field, textProblem(value, label, { required: false, max }));
  return value.trim();
}

export function requiredText(body: Body, field: string, label: string, max = TEXT_MAX): string {
  const value = rawText(body, field, label);
  refuse(field, textProblem(value, label, { max }));
  return value.trim();
}

/** A username: required, at most 50 characters, no spaces inside. */
export function usernameText(body: Body, field: string, label: string): string {
  const value = rawText(body, field, label);
  refuse(field, usernameProblem(value, label));
  return value.trim();
}

export function email(body: Body, field = 'email'): string {
  const value = rawText(body, field, 'Email address');
  refuse(field, emailProblem(value));
  return value.trim();
}

/**
 * A new password as typed (never trimmed) and its confirmation. With `keepWhenEmpty` (an account edit), an empty
 * password keeps the current one ('' is returned) and the confirmation, optional there, is checked only when sent.
 */
export function newPassword(body: Body, labels: { password: string; password_confirm: string }, { keepWhenEmpty = false } = {}): string {
  const password = rawText(body, 'password', labels.password);
  refuse('password', passwordProblem(password, labels.password, { keepWhenEmpty }));
  const confirmationSent = body.password_confirm !== undefined;
  if (!keepWhenEmpty || (password && confirmationSent)) {
    const confirmation = rawText(body, 'password_confirm', labels.password_confirm);
    refuse('password_confirm', confirmationProblem(confirmation, password, labels.password_confirm, { keepWhenEmpty }));
  }
  return password;
}

/** A checkbox or T/F field: true/false, 'T'/'F', 'true'/'false', 'on'; absent is false. */
export function flag(body: Body, field: string, label: string): 'T' | 'F' {
  const value = body[field];
  if (value === undefined || value === null || value === '') return 'F';
  if (value === true || value === 'T' || value === 'true' || value === 'on') return 'T';
  if (value === false || value === 'F' || value === 'false') return 'F';
  throw new FieldError(field, messages.notFlag(label));
}
