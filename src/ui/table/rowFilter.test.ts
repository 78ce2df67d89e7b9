import { describe, expect, it } from 'vitest';
import { filterStatus, matchingRows } from './rowFilter';

const lines = [
  { name: 'Col-0 EMS line 0001', note: 'early flowering' },
  { name: 'Col-0 EMS line 0002', note: '' },
  { name: 'Ler-1 line 0003', note: 'Late Flowering' },
];
const textsOf = (line: (typeof lines)[number]) => [line.name, line.note];

describe('matchingRows', () => {
  it('keeps every row when nothing (or only spaces) is typed', () => {
    expect(matchingRows(lines, textsOf, '')).toBeUndefined();
    expect(matchingRows(lines, textsOf, '   ')).toBeUndefined();
  });

  it('matches any shown column, ignoring case and surrounding spaces', () => {
    expect([...matchingRows(lines, textsOf, ' FLOWERING ')!]).toEqual([lines[0], lines[2]]);
    expect([...matchingRows(lines, textsOf, 'ler-1')!]).toEqual([lines[2]]);
    expect([...matchingRows(lines, textsOf, '0002')!]).toEqual([lines[1]]);
  });

  it('matches nothing when no text contains the query', () => {
    expect(matchingRows(lines, textsOf, 'xyz')!.size).toBe(0);
  });
});

describe('filterStatus', () => {
  it('counts all rows while nothing is typed', () => {
    expect(filterStatus('progeny lines', 1000, undefined, '')).toBe('1,000 progeny lines');
  });

  it('counts the matches of a query', () => {
    expect(filterStatus('paralogs', 300, 12, 'at1g')).toBe('12 of 300 paralogs match');
  });

  it('says that nothing matches, quoting the query', () => {
    expect(filterStatus('paralogs', 300, 0, ' xyz ')).toBe('No paralogs match "xyz"');
  });
});
