/** What a row sorts by in a column, built once per row and column; undefined (an empty value) sorts last. */
export type SortKey = string | number;

/** Ascending order of two keys: numbers numerically, text by code unit, numbers before text when a column mixes them. */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export type CompareKeys<K> = (a: K, b: K) => number;

/**
 * Row positions in the order of their keys: empty keys last whichever the direction, ties in the given order
 * (002 §2.2, 001 §2.3). Keys are read from an array built once, never per comparison.
 */
export function orderByKeys<K>(keys: readonly (K | undefined)[], desc: boolean, compare: CompareKeys<K>): number[] {
  const sign = desc ? -1 : 1;
  const order = keys.map((_, index) => index);
  order.sort((a, b) => {
    const keyA = keys[a];
    const keyB = keys[b];
    if (keyA === undefined || keyB === undefined) return keyA === keyB ? a - b : keyA === undefined ? 1 : -1;
    return sign * compare(keyA, keyB) || a - b;
  });
  return order;
}
