import { describe, expect, it } from 'vitest';
import { compareSortKeys, orderByKeys } from './sortKey';

describe('compareSortKeys', () => {
  it('orders numbers numerically, text by code unit, and numbers before text', () => {
    const keys = ['b', 10, 'a', 9, 'aa'];
    expect([...keys].sort(compareSortKeys)).toEqual([9, 10, 'a', 'aa', 'b']);
  });
});

describe('orderByKeys', () => {
  const keys = ['beta', undefined, 10, 'alpha', undefined, 'beta'];

  it('puts empty keys last going up, in the given order', () => {
    expect(orderByKeys(keys, false, compareSortKeys)).toEqual([2, 3, 0, 5, 1, 4]);
  });

  it('puts empty keys last going down too, and keeps ties in the given order', () => {
    expect(orderByKeys(keys, true, compareSortKeys)).toEqual([0, 5, 3, 2, 1, 4]);
  });
});
