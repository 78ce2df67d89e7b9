import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { columnChoiceKey, parseHiddenColumns, storedAfterChoice } from './columnChoice';

// This tab's own writes; the 'storage' event tells of the other tabs'.
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

// Some private modes refuse local storage, and a full one refuses writes: the columns then stay as they are.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/**
 * The columns of a results category the reader hid (columnChoice.ts), remembered in this browser, and the way to
 * show or hide one. Every tab showing the category follows the choice.
 */
export function useHiddenColumns(category: string, columnIds: readonly string[]) {
  const key = columnChoiceKey(category);
  const stored = useSyncExternalStore(subscribe, () => read(key), () => null);
  const hidden = useMemo(() => parseHiddenColumns(stored, columnIds), [stored, columnIds]);
  const setShown = useCallback((id: string, shown: boolean) => write(key, storedAfterChoice(hidden, id, shown)), [key, hidden]);
  return { hidden, setShown };
}
