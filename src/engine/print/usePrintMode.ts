import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

// Printing starts with 'beforeprint' and ends with 'afterprint'; a print preview emulated by the browser's tools
// (or a test) only switches the 'print' media query. Either one puts the page in print mode.
let printing = false;
const listeners = new Set<() => void>();
let watching = false;

const printQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);

function notify() {
  listeners.forEach((listener) => listener());
}

function setPrinting(value: boolean) {
  printing = value;
  // The browser lays the page out for paper right after 'beforeprint' returns: the expanded sections must be in
  // the document by then, not one render later.
  flushSync(notify);
}

function watchPrintEvents() {
  if (watching) return;
  watching = true;
  window.addEventListener('beforeprint', () => setPrinting(true));
  window.addEventListener('afterprint', () => setPrinting(false));
}

function subscribe(listener: () => void) {
  watchPrintEvents();
  listeners.add(listener);
  const media = printQuery();
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

const isPrinting = () => printing || (printQuery()?.matches ?? false);

/** True while the page is being printed: every section and every row shows expanded. */
export function usePrintMode(): boolean {
  return useSyncExternalStore(subscribe, isPrinting, () => false);
}
