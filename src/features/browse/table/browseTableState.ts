/** 002 §4: a browse table is loading, failed, or loaded (empty when the answer holds no rows). */
export type BrowseTableState<T> = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; rows: readonly T[] };

/** 002 §2.2: browse tables offer 25, 50, 100 and 250 rows per page, 25 unless the page gives its own size. */
export const BROWSE_PAGE_SIZES = [25, 50, 100, 250] as const;
export const DEFAULT_BROWSE_PAGE_SIZE = 25;

/** The per-page choices of a table whose page size is `pageSize`: the browse choices, with that size among them. */
export function pageSizeChoices(pageSize: number): number[] {
  const choices = new Set<number>([...BROWSE_PAGE_SIZES, pageSize]);
  return [...choices].sort((a, b) => a - b);
}

export const EMPTY_TEXT = 'No data available';
export const ERROR_TEXT = 'The list could not be loaded. Please try again later.';
export const LOADING_TEXT = 'Loading…';
