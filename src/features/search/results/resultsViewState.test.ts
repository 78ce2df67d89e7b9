import { describe, expect, it } from 'vitest';
import { decodeSelection, encodeSelection, readViewState, withViewState, type ViewLimits } from './resultsViewState';

const limits: ViewLimits = { sortableColumns: new Set(['gene_name', 'other_names']), rowCount: 372, pageSizes: [25, 50, 100, 250], defaultPageSize: 25 };
const read = (address: string) => readViewState(new URLSearchParams(address), limits);

describe('the results view in the address', () => {
  it('reads back the sort, page, page size and selection it wrote, beside the search', () => {
    const view = { sort: { column: 'gene_name', desc: true }, pageIndex: 2, pageSize: 50, selected: [0, 1, 2, 6, 300] };
    const address = withViewState(new URLSearchParams('mainType=general&category=genes&searchText=demo'), view, 25);
    expect(address.toString()).toBe('mainType=general&category=genes&searchText=demo&sort=gene_name&dir=desc&page=3&size=50&sel=1-3.7.301');
    expect(read(address.toString())).toEqual({ view, problems: [] });
  });

  it('leaves the defaults out of the address, and a view back to the defaults clears it', () => {
    const defaults = { pageIndex: 0, pageSize: 25, selected: [] };
    expect(withViewState(new URLSearchParams('category=genes&sort=x&page=4&sel=1'), defaults, 25).toString()).toBe('category=genes');
    expect(read('category=genes')).toEqual({ view: defaults, problems: [] });
  });

  it('writes a scattered selection as a bitmap when that is shorter, and reads it back', () => {
    const everyOther = Array.from({ length: 5000 }, (_, index) => index * 2);
    const sel = encodeSelection(everyOther);
    expect(sel).toMatch(/^b[A-Za-z0-9_-]+$/);
    expect(sel.length).toBeLessThanOrEqual(1 + Math.ceil(10_000 / 6));
    expect(decodeSelection(sel, 10_000)).toEqual({ positions: everyOther });
    // Select All of 10,000 rows is one range.
    expect(encodeSelection(Array.from({ length: 10_000 }, (_, index) => index))).toBe('1-10000');
  });

  it.each([
    ['page=abc', 'The page in the address (page=abc) is not a page number; the results open at page 1.'],
    ['page=99', 'The address asks for page 99, but the results have 15; they open at page 1.'],
    ['size=7', 'The address asks for 7 rows per page (size), which is not one of 25, 50, 100, 250; the page shows 25.'],
    ['sort=password', 'The address sorts by "password" (sort), which is not a column this table sorts by; the rows are in the order of the answer.'],
    ['sort=gene_name&dir=up', 'The sort direction in the address (dir=up) is neither asc nor desc; the rows are in the order of the answer.'],
    ['sel=1-3.7-', 'The selection in the address (sel) was changed or cut short, so nothing is selected.'],
    ['sel=5-2', 'The selection in the address (sel) has a range that is not a range of rows (5-2), so nothing is selected.'],
    ['sel=370-400', 'The selection in the address (sel) names rows past the last of the 372 results, so nothing is selected.'],
    ['sel=b%2F%2F', 'The selection in the address (sel) was changed or cut short, so nothing is selected.'],
    ['sel=b' + '_'.repeat(70), 'The selection in the address (sel) names rows past the last of the 372 results, so nothing is selected.'],
  ])('drops a hand-edited or cut %s with a sentence saying so', (edited, problem) => {
    const { view, problems } = read(edited);
    expect(problems).toEqual([problem]);
    expect(view).toEqual({ pageIndex: 0, pageSize: 25, selected: [] });
  });

  it('keeps the readable parts of the view beside one that is not', () => {
    expect(read('sort=gene_name&page=abc&sel=1-2').view).toEqual({ sort: { column: 'gene_name', desc: false }, pageIndex: 0, pageSize: 25, selected: [0, 1] });
  });

  it('reads a page against the page size the address names', () => {
    expect(read('size=250&page=2').view).toMatchObject({ pageIndex: 1, pageSize: 250 });
    expect(read('size=250&page=3').problems).toEqual(['The address asks for page 3, but the results have 2; they open at page 1.']);
  });
});
