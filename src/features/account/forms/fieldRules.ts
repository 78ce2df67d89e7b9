// The checks of 000 §5 as react-hook-form validators: each answers true or the message to show. They mirror
// server/accounts/validation.ts, so the form stops a request the server would refuse.
import { formMessages } from './formMessages';

// "English characters" are letters, digits, spaces and common punctuation: printable ASCII.
const ENGLISH_LINE = /^[\x20-\x7E]*$/;
// A basic address shape: local part, @, a dotted domain with a letter-only top level (the server's pattern).
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 10;
/** The server's bounds: most text fields hold 200 characters, a username 50, an address 500. */
export const TEXT_MAX = 200;
export const USERNAME_MAX = 50;
export const ADDRESS_MAX = 500;

type Check = (value: string) => true | string;

/** True when every line holds English characters only (an address may span lines). */
export const isEnglishText = (value: string) => value.split(/\r\n|\r|\n/).every((line) => ENGLISH_LINE.test(line));

/** A text field: English only, at most `max` characters once trimmed, and non-empty when required. */
export function textRule(label: string, { required = true, max = TEXT_MAX } = {}): Check {
  return (value) => {
    if (!isEnglishText(value)) return formMessages.englishOnlyIn(label);
    const trimmed = value.trim();
    if (required && !trimmed) return formMessages.required(label);
    if (trimmed.length > max) return formMessages.tooLong(label, max);
    return true;
  };
}

export function usernameRule(label: string, { required = true } = {}): Check {
  const text = textRule(label, { required, max: USERNAME_MAX });
  return (value) => {
    const checked = text(value);
    if (checked !== true) return checked;
    return /\s/.test(value.trim()) ? formMessages.usernameSpaces : true;
  };
}

export const emailRule: Check = (value) => {
  if (!isEnglishText(value)) return formMessages.englishOnlyIn('Email address');
  const trimmed = value.trim();
  if (!trimmed) return formMessages.emailRequired;
  return EMAIL.test(trimmed) ? true : formMessages.emailInvalid;
};

/** 000 §5: 6 to 10 characters (never trimmed); with `keepWhenEmpty`, empty keeps the current password. */
export function passwordRule(label: string, { keepWhenEmpty = false } = {}): Check {
  return (value) => {
    if (!isEnglishText(value)) return formMessages.englishOnlyIn(label);
    if (!value) return keepWhenEmpty ? true : formMessages.required(label);
    return value.length < PASSWORD_MIN || value.length > PASSWORD_MAX ? formMessages.passwordLength : true;
  };
}

/** The confirmation must repeat the password exactly. */
export function confirmationRule(label: string, { keepWhenEmpty = false } = {}) {
  return (value: string, password: string): true | string => {
    if (!isEnglishText(value)) return formMessages.englishOnlyIn(label);
    if (!value && !password && keepWhenEmpty) return true;
    if (!value && !keepWhenEmpty) return formMessages.required(label);
    return value === password ? true : formMessages.passwordMismatch;
  };
}

/** A choice that must be made (country, state). */
export const choiceRule =
  (label: string): Check =>
  (value) =>
    value.trim() ? true : formMessages.required(label);
