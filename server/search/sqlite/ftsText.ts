// Turning typed text into FTS5 queries without letting FTS5 syntax through: every piece is a double-quoted string
// (a double quote inside doubled), so NEAR(, AND, OR, NOT, *, ^, column filters and parentheses are plain text.

/** A trigram phrase: matches terms containing the text as a substring (text of 3 characters or more). */
export function trigramPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The words of the text as unicode61 splits them (letters and digits), lower-cased. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A word query: every word must occur; the last may be the start of a word (a user still typing, or 'kinase'
 * finding 'kinases'). Null when the text has no words, which matches nothing.
 */
export function wordQuery(text: string): string | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  return words.map((word, index) => `"${word}"${index === words.length - 1 ? '*' : ''}`).join(' ');
}

/**
 * A phrase query anchored at the start of the text: the words in order, the last also as the start of a word unless
 * `whole`. Null when the text has no words.
 */
export function phraseAtStart(text: string, whole: boolean): string | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  return `^"${words.join(' ')}"${whole ? '' : '*'}`;
}

/** A LIKE pattern for a substring, with % _ and the escape character itself escaped (ESCAPE '\'). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The exclusive upper bound of the values that start with the prefix (U+10FFFF sorts after every character). */
export const prefixUpperBound = (prefix: string) => `${prefix}\u{10FFFF}`;

/** Trigram indexes find substrings of three characters or more; shorter ones fall back to LIKE. */
export const TRIGRAM_MIN = 3;

/**
 * Values of up to this many characters (names, identifiers, enumerations) are found by 'contains' through their
 * suffixes; longer ones through the trigram index. 32 holds AGI codes, gene models, symbols and most full names
 * while keeping the suffix rows of a value few.
 */
export const SUFFIX_LIMIT = 32;
