const count = new Intl.NumberFormat('en-US');

/** Where a page sits among `rowCount` rows: the last page's index and the range the pager shows, e.g. '26–50 of 1,234'. */
export function pageRange(rowCount: number, pageIndex: number, pageSize: number): { lastPage: number; text: string } {
  const lastPage = Math.max(0, Math.ceil(rowCount / pageSize) - 1);
  const from = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(rowCount, (pageIndex + 1) * pageSize);
  return { lastPage, text: `${count.format(from)}–${count.format(to)} of ${count.format(rowCount)}` };
}
