// Building blocks of the search payload schemas (001 §3.1) shared by every category: one spelling of the limits of
// the contract (text up to 1000 characters, lists up to 50 rows), the search methods with the spellings some forms
// use, and the row lists. Objects are strict: an unknown key is a 400 naming it. The server parses every search
// call with these schemas; the forms' payloads are checked against them in the client's tests.
import * as z from 'zod';

/** 001 §3.7, with the spellings some forms use mapped onto these by the payload schema. */
export type SearchMethod = 'contains' | 'starts_with' | 'exactly';

export const MAX_TEXT = 1000;
export const MAX_ROWS = 50;
export const MAX_ROWS_LIMIT = 10_000;
export const MAX_GENE_LIST = 10_000;

/**
 * Control characters (C0 and DEL) have no place in what a user types or pastes into a search: no record holds them,
 * and a NUL ends an SQLite full-text query early (a syntax error, so a 500). Every text field of every search call
 * is checked against one of the two rules below, so a search answers a 400 naming the field before any text reaches
 * the database.
 */
const isControlCharacter = (code: number) => code < 0x20 || code === 0x7f;
/** A list pasted into a text area or read from a file keeps tab (spreadsheet cells), CR and LF (lines, CRLF files). */
const LIST_SEPARATORS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);
const NONE: ReadonlySet<number> = new Set();

/** Why `text` is refused ('must not contain control characters (U+0000 at character 4)'), or null when it is fine. */
function controlCharacterProblem(text: string, allowed: ReadonlySet<number>): string | null {
  let position = 0;
  for (const character of text) {
    position += 1;
    const code = character.codePointAt(0)!;
    if (isControlCharacter(code) && !allowed.has(code)) {
      return `must not contain control characters (U+${code.toString(16).toUpperCase().padStart(4, '0')} at character ${position})`;
    }
  }
  return null;
}

/** The problem of text typed on one line (a search box, an id), or null: tab, CR and LF are refused too. */
export const lineTextProblem = (text: string) => controlCharacterProblem(text, NONE);

const refuseControlCharacters = (allowed: ReadonlySet<number>) => (text: string, context: z.RefinementCtx) => {
  const problem = controlCharacterProblem(text, allowed);
  if (problem) context.addIssue({ code: 'custom', message: problem, input: text });
};

/** Text typed on one line, of at most `maxLength` characters, without control characters. */
export const lineText = (maxLength: number) =>
  z.string().max(maxLength, `must be at most ${maxLength} characters long`).superRefine(refuseControlCharacters(NONE));

/** Text a user typed: at most 1000 characters on one line (also each id of an id list, each chosen value). */
export const searchText = lineText(MAX_TEXT);

/** Ids pasted one a line (a text area or a file): tab, CR and LF separate them; other control characters are refused. */
export const pastedList = (maxLength: number, tooLong: string) =>
  z.string().max(maxLength, tooLong).superRefine(refuseControlCharacters(LIST_SEPARATORS));

const METHOD_SPELLINGS: Record<string, SearchMethod> = {
  contains: 'contains',
  starts_with: 'starts_with',
  starts: 'starts_with',
  exactly: 'exactly',
  exact: 'exactly',
};

/** contains | starts_with | exactly; 'exact' and 'starts' (001 §3.7) are read as exactly and starts_with. */
export const searchMethod = z.string().transform((value, context): SearchMethod => {
  const method = METHOD_SPELLINGS[value];
  if (!method) {
    context.addIssue({ code: 'custom', message: `must be one of contains, starts_with, exactly (not "${value.slice(0, 40)}")` });
    return z.NEVER;
  }
  return method;
});

/** A list of at most 50 rows. */
export const rows = <T extends z.ZodType>(row: T) => z.array(row).max(MAX_ROWS, `must hold at most ${MAX_ROWS} rows`);

/** One value of a fixed list, with a message that lists them. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => `must be one of ${values.join(', ')}` });

/** 'search_type', 'search_method', 'search_input' rows (001 §3.1) with the category's own search types. */
export const searchTermRow = <const T extends readonly [string, ...string[]]>(types: T) =>
  z.strictObject({ search_type: oneOf(types), search_method: searchMethod, search_input: searchText });

export const CHROMOSOMES = ['1', '2', '3', '4', '5', 'C', 'M'] as const;

/** A chromosome: '1'..'5', 'C' or 'M'; numbers 1-5 are read as their text. */
export const chromosome = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), oneOf(CHROMOSOMES));

/** A position in base pairs: a whole number ≥ 0, sent as a number or as digits. */
export const position = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'must be a number' }).min(0, 'must not be negative').max(1e12, 'is too large'),
);

/** Map location rows: chromosome with an optional base-pair range. */
export const mapLocationRow = z.strictObject({
  chromosome,
  low_range: position.optional(),
  high_range: position.optional(),
});

/** A select's value: one option, or several from a multi-select (001 §5: 'any' means no restriction). */
export const selection = z.union([searchText, rows(searchText)]);
export type Selection = z.infer<typeof selection>;

/** Map location rows whose range runs backwards are refused, so a mistyped range never silently finds nothing. */
export const mapLocationRows = rows(mapLocationRow).superRefine((locations, context) => {
  locations.forEach((location, index) => {
    if (location.low_range !== undefined && location.high_range !== undefined && location.low_range > location.high_range) {
      context.addIssue({ code: 'custom', path: [index, 'high_range'], message: 'must not be below low_range' });
    }
  });
});
export type MapLocationRows = z.infer<typeof mapLocationRows>;

/** Whether a text input has something to match (rows with empty or blank input are ignored). */
export const hasInput = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** rowsLimit of every search call: 1..10000, 10000 when absent. */
export const rowsLimit = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_ROWS_LIMIT, `must be at most ${MAX_ROWS_LIMIT}`);
