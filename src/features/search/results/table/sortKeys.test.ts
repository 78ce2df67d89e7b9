import { describe, expect, it } from 'vitest';
import type { ResultColumn } from './resultColumn';
import { sortKeyOf } from './sortKeys';

type Row = { value: unknown };
const column = (kind: ResultColumn<Row>['kind'], extra: Partial<ResultColumn<Row>> = {}): ResultColumn<Row> => ({
  id: 'c',
  header: 'C',
  kind,
  value: (row) => row.value,
  ...extra,
});

describe('sortKeyOf', () => {
  it('lower-cases and trims text so that case never changes the order', () => {
    expect(sortKeyOf(column('text'), { value: '  FLC ' })).toBe('flc');
    expect(sortKeyOf(column('name_link'), { value: { id: '1', name: 'AT1G01010' } })).toBe('at1g01010');
    expect(sortKeyOf(column('name_list'), { value: ['LHY', 'CCA1'] })).toBe('lhy, cca1');
    expect(sortKeyOf(column('html'), { value: '<i>FLOWERING</i> locus' })).toBe('flowering locus');
  });

  it('gives numbers and dates numeric keys', () => {
    expect(sortKeyOf(column('number'), { value: 1234.5 })).toBe(1234.5);
    expect(sortKeyOf(column('number'), { value: '12,345' })).toBe(12345);
    expect(sortKeyOf(column('date'), { value: '2026-11-25' })).toBe(Date.UTC(2026, 10, 25));
    expect(sortKeyOf(column('text'), { value: 1997 })).toBe(1997);
  });

  it('gives empty values no key, so they can go last', () => {
    for (const value of [null, undefined, '', '   ', [], Number.NaN]) {
      expect(sortKeyOf(column('text'), { value })).toBeUndefined();
      expect(sortKeyOf(column('number'), { value })).toBeUndefined();
    }
    expect(sortKeyOf(column('date'), { value: 'not a date' })).toBeUndefined();
  });

  it("uses the column's own sort value when it has one", () => {
    expect(sortKeyOf(column('text', { sortValue: () => 'Zeta' }), { value: 'alpha' })).toBe('zeta');
    expect(sortKeyOf(column('text', { sortValue: () => null }), { value: 'alpha' })).toBeUndefined();
  });
});
