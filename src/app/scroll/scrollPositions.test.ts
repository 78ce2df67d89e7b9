import { describe, expect, it } from 'vitest';
import { SCROLL_POSITIONS_STORAGE_KEY, forgetPositionOfNewVisit, scrollKey } from './scrollPositions';

function storeWith(positions: unknown) {
  const items = new Map<string, string>([[SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(positions)]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    saved: () => JSON.parse(items.get(SCROLL_POSITIONS_STORAGE_KEY) ?? 'null'),
  };
}

const locus = { pathname: '/locus', search: '?key=2200935' };

describe('scroll positions of a new document', () => {
  it('keys the first entry of a document by its address, later entries by their history key', () => {
    expect(scrollKey({ key: 'default', ...locus })).toBe('/locus?key=2200935');
    expect(scrollKey({ key: 'k3x9', ...locus })).toBe('k3x9');
  });

  it('forgets where an earlier visit to the same address was when the page is opened anew (a link, a redirect after login)', () => {
    const store = storeWith({ '/locus?key=2200935': 0, '/locus?key=1': 900, k3x9: 400 });
    forgetPositionOfNewVisit('navigate', locus, store);
    expect(store.saved()).toEqual({ '/locus?key=1': 900, k3x9: 400 });
  });

  it('keeps it for a reload and for Back or Forward, which return the reader to where they were', () => {
    for (const type of ['reload', 'back_forward']) {
      const store = storeWith({ '/locus?key=2200935': 1234 });
      forgetPositionOfNewVisit(type, locus, store);
      expect(store.saved()).toEqual({ '/locus?key=2200935': 1234 });
    }
  });

  it('treats a browser that does not say how the page was reached as a new visit, and survives unreadable storage', () => {
    const store = storeWith({ '/locus?key=2200935': 50 });
    forgetPositionOfNewVisit(undefined, locus, store);
    expect(store.saved()).toEqual({});
    const garbled = { getItem: () => '{not json', setItem: () => { throw new Error('must not write'); } };
    expect(() => forgetPositionOfNewVisit('navigate', locus, garbled)).not.toThrow();
  });
});
