import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * A value only the browser knows (the page's origin, its #hash), read while rendering. The server's rendering of the
 * first screen, and the hydration of it, use `serverValue`, so that both make the same markup; React then renders
 * again with the browser's value. `read` must return the same value until it changes (a string, a number).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue);
}
