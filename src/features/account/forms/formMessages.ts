// The form texts of 000 §5 and §8, character for character, worded as the server words them
// (server/accounts/validation.ts), so a message reads the same whichever side finds the problem.

/** 000 §5's {email}: the product's contact mailbox, the example the server's message gives as well. */
export const EMAIL_EXAMPLE = 'curator@arabidopsis.org';

export const formMessages = {
  required: (label: string) => `${label} is required.`,
  /** Shown under a field while its text holds a character outside the English set. */
  englishOnlyWhileTyping: 'Only English characters are allowed in this form.',
  /** 000 §5: on submit the message names the field ('... in {Label}.'). */
  englishOnlyIn: (label: string) => `Only English characters are allowed in ${label}.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  emailRequired: 'Email address is required.',
  emailInvalid: `Please enter a valid email address in English (e.g., ${EMAIL_EXAMPLE}).`,
  passwordLength: 'Password must be between 6 and 10 characters.',
  passwordMismatch: 'Passwords do not match.',
  usernameSpaces: 'Username must not contain spaces.',
  /** 000 §8: a refusal that carries no text of its own. */
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;
