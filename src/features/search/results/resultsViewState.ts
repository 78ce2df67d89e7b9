/**
 * How the reader left a results table, kept in the results page's address so that Back, a reload and a shared link
 * open the same view: the sort column and direction, the page, the page size and the selected rows.
 *
 *   sort=gene_name   the column id; dir=desc for descending (ascending is the default and left out)
 *   page=3           the page, counted from 1 (1 is left out)
 *   size=100         rows per page, one of 25, 50, 100, 250 (25 is left out)
 *   sel=1-3.7.12     the selected rows, by their position (from 1) in the answer's order, as ranges joined by '.';
 *                    or 'b' and the positions as a bitmap, 6 rows to a base64url character, when that is shorter
 *                    (10,000 rows in at most 1,668 characters, so the address stays far below what servers accept)
 *
 * Positions in the answer's order (not row ids) keep the address short; the answer to a search comes back in the
 * same order each time. A value that cannot be read (a hand edit, a cut link) is dropped with a sentence saying so,
 * and the rest of the view still applies.
 */

export interface ResultsViewState {
  sort?: { column: string; desc: boolean };
  /** From 0. */
  pageIndex: number;
  pageSize: number;
  /** Positions from 0 in the answer's order, ascending. */
  selected: number[];
}

export interface ViewLimits {
  /** The ids of the columns that sort. */
  sortableColumns: ReadonlySet<string>;
  rowCount: number;
  pageSizes: readonly number[];
  defaultPageSize: number;
}

export const VIEW_PARAMS = ['sort', 'dir', 'page', 'size', 'sel'] as const;

const BITMAP_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const RANGES = /^\d{1,6}(-\d{1,6})?(\.\d{1,6}(-\d{1,6})?)*$/;

function rangesOf(positions: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < positions.length; ) {
    let end = i;
    while (end + 1 < positions.length && positions[end + 1] === positions[end]! + 1) end += 1;
    const first = positions[i]! + 1;
    const last = positions[end]! + 1;
    parts.push(first === last ? String(first) : `${first}-${last}`);
    i = end + 1;
  }
  return parts.join('.');
}

function bitmapOf(positions: readonly number[]): string {
  const last = positions[positions.length - 1] ?? -1;
  const digits = new Array<number>(Math.floor(last / 6) + 1).fill(0);
  for (const position of positions) digits[Math.floor(position / 6)]! |= 1 << (position % 6);
  return `b${digits.map((digit) => BITMAP_DIGITS[digit]).join('')}`;
}

/** The `sel` value for the selected positions (from 0, ascending): ranges, or a bitmap when that is shorter. */
export function encodeSelection(positions: readonly number[]): string {
  if (positions.length === 0) return '';
  const ranges = rangesOf(positions);
  const bitmap = bitmapOf(positions);
  return bitmap.length < ranges.length ? bitmap : ranges;
}

/** The positions (from 0, ascending) a `sel` value names among rowCount rows, or why it cannot be read. */
export function decodeSelection(text: string, rowCount: number): { positions: number[] } | { problem: string } {
  const positions = new Set<number>();
  const pastEnd = () => ({ problem: `The selection in the address (sel) names rows past the last of the ${rowCount} results, so nothing is selected.` });
  if (text.startsWith('b')) {
    const digits = text.slice(1);
    for (let index = 0; index < digits.length; index += 1) {
      const value = BITMAP_DIGITS.indexOf(digits[index]!);
      if (value < 0) return { problem: 'The selection in the address (sel) was changed or cut short, so nothing is selected.' };
      for (let bit = 0; bit < 6; bit += 1) {
        if (!(value & (1 << bit))) continue;
        const position = index * 6 + bit;
        if (position >= rowCount) return pastEnd();
        positions.add(position);
      }
    }
    return { positions: [...positions] };
  }
  if (!RANGES.test(text)) return { problem: 'The selection in the address (sel) was changed or cut short, so nothing is selected.' };
  for (const part of text.split('.')) {
    const [first, last = first] = part.split('-').map(Number) as [number, number?];
    if (first < 1 || last < first) return { problem: `The selection in the address (sel) has a range that is not a range of rows (${part}), so nothing is selected.` };
    if (last > rowCount) return pastEnd();
    for (let position = first - 1; position < last; position += 1) positions.add(position);
  }
  return { positions: [...positions].sort((a, b) => a - b) };
}

const WHOLE_NUMBER = /^[1-9]\d{0,8}$/;

/** The view the address names, and a sentence for each part of it that could not be read (that part is left out). */
export function readViewState(query: URLSearchParams, limits: ViewLimits): { view: ResultsViewState; problems: string[] } {
  const problems: string[] = [];
  const view: ResultsViewState = { pageIndex: 0, pageSize: limits.defaultPageSize, selected: [] };

  const size = query.get('size');
  if (size !== null) {
    if (limits.pageSizes.some((option) => String(option) === size)) view.pageSize = Number(size);
    else problems.push(`The address asks for ${size} rows per page (size), which is not one of ${limits.pageSizes.join(', ')}; the page shows ${limits.defaultPageSize}.`);
  }

  const sort = query.get('sort');
  const dir = query.get('dir');
  if (sort !== null) {
    if (!limits.sortableColumns.has(sort)) problems.push(`The address sorts by "${sort}" (sort), which is not a column this table sorts by; the rows are in the order of the answer.`);
    else if (dir !== null && dir !== 'asc' && dir !== 'desc') problems.push(`The sort direction in the address (dir=${dir}) is neither asc nor desc; the rows are in the order of the answer.`);
    else view.sort = { column: sort, desc: dir === 'desc' };
  }

  const page = query.get('page');
  if (page !== null) {
    const pageCount = Math.max(1, Math.ceil(limits.rowCount / view.pageSize));
    if (!WHOLE_NUMBER.test(page)) problems.push(`The page in the address (page=${page}) is not a page number; the results open at page 1.`);
    else if (Number(page) > pageCount) problems.push(`The address asks for page ${page}, but the results have ${pageCount}; they open at page 1.`);
    else view.pageIndex = Number(page) - 1;
  }

  const sel = query.get('sel');
  if (sel !== null && sel !== '') {
    const selection = decodeSelection(sel, limits.rowCount);
    if ('problem' in selection) problems.push(selection.problem);
    else view.selected = selection.positions;
  }
  return { view, problems };
}

/** The address with the view written into it: the other parameters as they were, defaults left out. */
export function withViewState(query: URLSearchParams, view: ResultsViewState, defaultPageSize: number): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of VIEW_PARAMS) next.delete(name);
  if (view.sort) {
    next.set('sort', view.sort.column);
    if (view.sort.desc) next.set('dir', 'desc');
  }
  if (view.pageIndex > 0) next.set('page', String(view.pageIndex + 1));
  if (view.pageSize !== defaultPageSize) next.set('size', String(view.pageSize));
  const sel = encodeSelection(view.selected);
  if (sel) next.set('sel', sel);
  return next;
}
