import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sortRows';

const byItself = (key: string) => key;

describe('sortRows', () => {
  it('sorts text case-insensitively', () => {
    expect(sortRows(['flc', 'APETALA1', 'Lhy', 'ag'], byItself, 'asc')).toEqual(['ag', 'APETALA1', 'flc', 'Lhy']);
  });

  it('sorts numbers numerically, not as text', () => {
    expect(sortRows(['100', '9', '1,250', '25.5'], byItself, 'asc')).toEqual(['9', '25.5', '100', '1,250']);
  });

  it('compares the digits inside names as numbers', () => {
    expect(sortRows(['AT1G10', 'AT1G9', 'AT1G100'], byItself, 'asc')).toEqual(['AT1G9', 'AT1G10', 'AT1G100']);
  });

  it('sorts empty values last in both directions', () => {
    const keys = ['2009', '', '1999', '  ', '2004'];
    expect(sortRows(keys, byItself, 'asc')).toEqual(['1999', '2004', '2009', '', '  ']);
    expect(sortRows(keys, byItself, 'desc')).toEqual(['2009', '2004', '1999', '', '  ']);
  });

  it('keeps the original order of equal keys', () => {
    const rows = [
      { id: 1, name: 'flc' },
      { id: 2, name: 'FLC' },
      { id: 3, name: 'Flc' },
    ];
    expect(sortRows(rows, (row) => row.name, 'desc').map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('sorts dates in calendar order', () => {
    expect(sortRows(['2023-11-02', '2009-01-15', '2023-02-28'], byItself, 'desc')).toEqual(['2023-11-02', '2023-02-28', '2009-01-15']);
  });

  it('reads each key once per row, however many comparisons the sort makes', () => {
    let reads = 0;
    const rows = Array.from({ length: 5000 }, (_, index) => String((index * 7919) % 5000));
    sortRows(rows, (row) => (reads++, row), 'asc');
    expect(reads).toBe(5000);
  });

  it('does not change the rows it was given', () => {
    const rows = ['b', 'a'];
    sortRows(rows, byItself, 'asc');
    expect(rows).toEqual(['b', 'a']);
  });
});

describe('nextSort', () => {
  it('sorts a newly clicked column ascending', () => {
    expect(nextSort({ columnId: 'year', direction: 'desc' }, 'title')).toEqual({ columnId: 'title', direction: 'asc' });
  });

  it('flips the direction of the column already sorted', () => {
    expect(nextSort({ columnId: 'year', direction: 'asc' }, 'year')).toEqual({ columnId: 'year', direction: 'desc' });
    expect(nextSort({ columnId: 'year', direction: 'desc' }, 'year')).toEqual({ columnId: 'year', direction: 'asc' });
  });
});
