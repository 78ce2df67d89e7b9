import { describe, expect, it } from 'vitest';
import { letterOf, withFirstLetter } from './letterFilter';
import { symbolType } from './geneSymbolColumns';

describe('gene symbols letter filter (002 §2.1)', () => {
  const rows = [{ symbol: 'FLC' }, { symbol: 'ft' }, { symbol: 'LHY' }, { symbol: ' fus3' }];

  it('keeps the symbols whose first letter is the chosen one, in either case; All keeps every one', () => {
    expect(withFirstLetter(rows, 'F').map((row) => row.symbol)).toEqual(['FLC', 'ft', ' fus3']);
    expect(withFirstLetter(rows, 'Z')).toEqual([]);
    expect(withFirstLetter(rows, 'All')).toBe(rows);
  });

  it('reads the letter from the address, anything else being All', () => {
    expect(letterOf('f')).toBe('F');
    expect(letterOf('AB')).toBe('All');
    expect(letterOf(null)).toBe('All');
  });

  it('shows type T as P and any other as G', () => {
    expect(symbolType('T')).toBe('P');
    expect(symbolType('F')).toBe('G');
    expect(symbolType(null)).toBe('G');
  });
});
