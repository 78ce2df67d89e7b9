import { describe, expect, it } from 'vitest';
import { readStoredParams, storeSearchParams } from './storedSearchParams';

/** A Storage over a Map, as window.localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('parameters handed over through local storage (001 §2.2, §2.3)', () => {
  it('gives each request its own key, even two in the same millisecond', () => {
    const storage = memoryStorage();
    const first = storeSearchParams({ locusIds: ['AT1G01010', 'AT1G01020'] }, storage, 1767225600000);
    const second = storeSearchParams({ locusIds: ['AT1G01060'] }, storage, 1767225600000);
    expect(first).toBe('searchParams_1767225600000');
    expect(second).toBe('searchParams_1767225600001');
    expect(readStoredParams(first, storage)).toEqual({ locusIds: ['AT1G01010', 'AT1G01020'] });
    expect(readStoredParams(second, storage)).toEqual({ locusIds: ['AT1G01060'] });
  });
});
