// 001 §2.2 and §2.3: parameters too large or too structured for a URL travel through local storage, under
// searchParams_<timestamp>; the page that reads them gets only the key.

export const STORED_PARAMS_PREFIX = 'searchParams_';

/**
 * Stores the parameters under a fresh key and returns it. Two actions in the same millisecond would share a key, so
 * a taken key moves on to the next free number. A full or disabled storage throws: the caller says the action failed.
 */
export function storeSearchParams(params: unknown, storage: Storage = window.localStorage, now: number = Date.now()): string {
  let stamp = now;
  while (storage.getItem(`${STORED_PARAMS_PREFIX}${stamp}`) !== null) stamp += 1;
  const key = `${STORED_PARAMS_PREFIX}${stamp}`;
  storage.setItem(key, JSON.stringify(params));
  return key;
}

/** The parameters stored under key, or undefined when there are none or they are not JSON. */
export function readStoredParams(key: string, storage: Storage = window.localStorage): unknown {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
