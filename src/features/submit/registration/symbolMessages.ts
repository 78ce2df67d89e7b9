// The texts of gene class symbol registration, as 001 §5 and §8 quote them (word for word).
export const symbolMessages = {
  invalidSymbol: 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".',
  emptySymbolType: 'Symbol type cannot be empty.',
  symbolExists:
    'This gene class symbol already exists in the database. If you wish to submit this symbol despite the conflict, contact a TAIR curator.',
  lookupFailed: 'An error occurred while fetching Gene Class Symbols.',
  submitFailed: 'Error submitting form. Please try again.',
  submitted: 'Form submitted successfully and a curator will review it shortly!',
  loginRequired: 'You must be logged in to register a Gene Class Symbol.',
} as const;

/** 001 §8, §9: how long the conflict and login messages stay, and the wait before the info page returns. */
export const MESSAGE_MS = 5_000;

/** The curator mailbox named on the info page (the spec's {email}). */
export const CURATOR_EMAIL = 'curator@arabidopsis.org';
