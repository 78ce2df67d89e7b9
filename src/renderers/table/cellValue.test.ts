import { describe, expect, it } from 'vitest';
import { cellContent, cellSortKey, cellText, columnId } from './cellValue';

const record = { locusId: 2179864, name: 'AT5G10140' };

describe('cellContent', () => {
  it('resolves the link template against the row', () => {
    const column = { header: 'Name', path: 'name', href: '/germplasm?key={germplasmId}' };
    expect(cellContent(column, { name: 'SALK_089401', germplasmId: 6530000 }, record)).toEqual({
      kind: 'parts',
      parts: [{ text: 'SALK_089401', href: '/germplasm?key=6530000' }],
    });
  });

  it('shows each element of an array cell, {$} being the element', () => {
    const column = { header: 'Stocks', path: 'stocks', href: 'https://abrc.osu.edu/stocks/number/{$}' };
    expect(cellContent(column, { stocks: ['CS852336', 'SALK_089401C'] }, record)).toEqual({
      kind: 'parts',
      parts: [
        { text: 'CS852336', href: 'https://abrc.osu.edu/stocks/number/CS852336' },
        { text: 'SALK_089401C', href: 'https://abrc.osu.edu/stocks/number/SALK_089401C' },
      ],
    });
  });

  it('reads record values with {^path}', () => {
    const column = { header: 'Locus', text: '{^name}', href: '/locus?key={^locusId}' };
    expect(cellText(column, {}, record)).toBe('AT5G10140');
  });

  it("gives the authors formatter the whole list: the first 6 names then 'et al.'", () => {
    const column = { header: 'Authors', path: 'authors', format: 'authors' as const };
    const authors = ['Adams K', 'Baker L', 'Chen W', 'Diaz M', 'Evans R', 'Fischer T', 'Gupta S'];
    expect(cellText(column, { authors }, record)).toBe('Adams K, Baker L, Chen W, Diaz M, Evans R, Fischer T et al.');
    expect(cellText(column, { authors: authors.slice(0, 2) }, record)).toBe('Adams K, Baker L');
  });

  it('applies the column formatter', () => {
    expect(cellText({ header: 'Date', path: 'date', format: 'date' }, { date: '2023-04-05T10:00:00Z' }, record)).toBe('2023-04-05');
  });
});

describe('cellSortKey', () => {
  it('treats a missing value as empty even when its formatter shows a word', () => {
    const column = { header: 'Date', path: 'date', format: 'date' as const };
    expect(cellText(column, { date: null }, record)).toBe('Not specified');
    expect(cellSortKey(column, { date: null }, record)).toBe('');
  });

  it('sorts HTML cells on their text', () => {
    expect(cellSortKey({ header: 'Description', path: 'd', html: true }, { d: '<b>FLC</b> repressor' }, record)).toBe('FLC repressor');
  });
});

describe('columnId', () => {
  it('uses the configured id, else the position', () => {
    expect(columnId({ header: 'A', id: 'symbol', path: 'symbolName' }, 0)).toBe('symbol');
    expect(columnId({ header: 'A', path: 'symbolName' }, 1)).toBe('column-1');
    expect(columnId({ header: 'A', text: '{name}' }, 3)).toBe('column-3');
  });
});
