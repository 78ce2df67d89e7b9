import { useSyncExternalStore } from 'react';

// Below MUI's sm breakpoint (600 px) a table becomes a list of cards: a phone cannot show columns side by side.
export const NARROW_SCREEN_QUERY = '(max-width: 599.98px)';

function narrowScreenList(): MediaQueryList | undefined {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? undefined : window.matchMedia(NARROW_SCREEN_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const list = narrowScreenList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is narrower than 600 px now (false where there is no screen to ask, as in jsdom). */
export const isNarrowScreen = (): boolean => narrowScreenList()?.matches ?? false;

/** Whether the screen is narrower than 600 px, re-rendering when a phone turns or a window is resized across it. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen, () => false);
}
