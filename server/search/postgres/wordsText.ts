// Prose as PostgreSQL's text search holds it, split as SQLite's FTS5 tokenizer (unicode61, remove_diacritics 2) splits
// it: runs of letters and digits, lower-cased, without diacritics. The vectors and queries are written as tsvector and
// tsquery literals (no text search configuration, dictionary or stop words in between), so both stores find the
// same words; every word is quoted, so typed tsquery syntax (& | ! <-> :*) is plain text.

/** PostgreSQL refuses lexemes of 2 KiB or more; no real word comes near. */
const MAX_WORD_CHARACTERS = 500;
/** Positions above this are stored as this by PostgreSQL. */
const MAX_POSITION = 16_383;

export function tokensOf(text: string): string[] {
  const words = text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => word.length <= MAX_WORD_CHARACTERS);
}

/** The tsvector literal of the words, each at its place from 1 (phrases and cover density need the places). */
export function tsvectorOf(tokens: readonly string[]): string {
  return tokens.map((token, index) => `'${token}':${Math.min(index + 1, MAX_POSITION)}`).join(' ');
}

/** Every word occurs; the last may be the start of a word (as the SQLite word query). Null without words. */
export function containsQuery(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return null;
  return tokens.map((token, index) => `'${token}'${index === tokens.length - 1 ? ':*' : ''}`).join(' & ');
}

/** The words next to each other in order, the last also as the start of a word unless `whole`. Null without words. */
export function phraseQuery(tokens: readonly string[], whole: boolean): string | null {
  if (tokens.length === 0) return null;
  return `${tokens.map((token) => `'${token}'`).join(' <-> ')}${whole ? '' : ':*'}`;
}
