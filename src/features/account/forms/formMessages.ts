// The form texts of 000 §5 and §8, character for character: the field rules' messages, which the server words the
// same way (contracts/accounts/fieldRules.ts), and the texts only the pages show.
import { accountMessages } from '../../../../contracts/accounts/fieldRules';

export const formMessages = {
  ...accountMessages,
  /** Shown under a field while its text holds a character outside the English set. */
  englishOnlyWhileTyping: 'Only English characters are allowed in this form.',
  /** 000 §8: a refusal that carries no text of its own. */
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;
