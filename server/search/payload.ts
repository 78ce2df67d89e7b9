// Building blocks of the search payload schemas (001 §3.1) shared by every category: one spelling of the limits of
// the contract (text up to 1000 characters, lists up to 50 rows), the search methods with the spellings some forms
// use, and the row lists. Objects are strict: an unknown key is a 400 naming it.
import * as z from 'zod';
import type { SearchMethod } from './types';

export const MAX_TEXT = 1000;
export const MAX_ROWS = 50;
export const MAX_ROWS_LIMIT = 10_000;
export const MAX_GENE_LIST = 10_000;

/** Text a user typed: at most 1000 characters. */
export const searchText = z.string().max(MAX_TEXT, `must be at most ${MAX_TEXT} characters long`);

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

/** Whether a text input has something to match (rows with empty or blank input are ignored). */
export const hasInput = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** rowsLimit of every search call: 1..10000, 10000 when absent. */
export const rowsLimit = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_ROWS_LIMIT, `must be at most ${MAX_ROWS_LIMIT}`);
