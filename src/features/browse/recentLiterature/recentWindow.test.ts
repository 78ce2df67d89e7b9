import { describe, expect, it } from 'vitest';
import type { PublicationDoc } from '../browseDocs';
import { recentLiteratureRequest } from '../../../../contracts/browse/recentLiterature';
import { orderLiterature, recentWindow, withinWindow } from './recentWindow';

const doc = (id: string, modified: string | null, source: string | null = null, authors = ''): PublicationDoc => ({
  id,
  title: `Title ${id}`,
  authors,
  year: 2026,
  source,
  doi: null,
  pubmedId: null,
  keywords: [],
  loci: [],
  modified,
});

describe('recent literature (002 §2.1, §7, §9)', () => {
  it("asks for this year's publications as rows of searchTerms, at most 10,000", () => {
    expect(recentLiteratureRequest(2026)).toEqual({ searchTerms: [{ year_from: 2026 }, { year_to: 2026 }], rowsLimit: 10000 });
  });

  it('keeps the 14 days up to the newest modification date, both ends included', () => {
    const docs = [doc('a', '2026-03-01'), doc('b', '2026-02-15'), doc('c', '2026-02-14'), doc('d', null), doc('e', '2026-02-20')];
    const window = recentWindow(docs)!;
    expect(window).toEqual({ from: '2026-02-15', to: '2026-03-01' });
    expect(withinWindow(docs, window).map((one) => one.id)).toEqual(['a', 'b', 'e']);
  });

  it('has no window when no publication has a date', () => {
    expect(recentWindow([doc('a', null)])).toBeNull();
    expect(recentWindow([])).toBeNull();
  });

  it('orders by journal or first author, case-insensitively, a missing one last, then by title', () => {
    const docs = [doc('1', null, 'plant cell', 'Young P'), doc('2', null, null, 'Adams K'), doc('3', null, 'Development', 'baker M, Adams K'), doc('0', null, 'Plant Cell', '')];
    expect(orderLiterature(docs, 'journal').map((one) => one.id)).toEqual(['3', '0', '1', '2']);
    expect(orderLiterature(docs, 'author').map((one) => one.id)).toEqual(['2', '3', '1', '0']);
  });
});
