import type { Location } from 'react-router';

/** Where the router keeps each history entry's scroll position for the tab's lifetime (sessionStorage). */
export const SCROLL_POSITIONS_STORAGE_KEY = 'portal-scroll-positions';

/**
 * Every document load starts at the router's key 'default', so positions saved under it would carry over from one
 * page to the next page opened in the same tab; the first entry of a document is keyed by its address instead.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

type PositionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A document opened by a link, a typed address or a redirect (after logging in, say) starts at its top or at the
 * #section its address names, as a browser would; only a reload or Back/Forward returns to where the reader was.
 * Without this, the position of an earlier visit to the same address was restored, and late: the router commits
 * it after the page's lazy parts arrive, after the page had already landed on its #section.
 */
export function forgetPositionOfNewVisit(
  navigationType: string | undefined,
  location: Pick<Location, 'pathname' | 'search'>,
  store: PositionStore,
) {
  if (navigationType === 'reload' || navigationType === 'back_forward') return;
  let positions: unknown;
  try {
    positions = JSON.parse(store.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? 'null');
  } catch {
    positions = null;
  }
  if (!positions || typeof positions !== 'object') return;
  const key = scrollKey({ key: 'default', ...location });
  if (!(key in positions)) return;
  const { [key]: _forgotten, ...kept } = positions as Record<string, number>;
  try {
    store.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the router then restores nothing either.
  }
}

/** How this document was reached ('navigate', 'reload', 'back_forward'), from the Navigation Timing entry. */
export function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}
