// 002 §2.3: a nav click scrolls the section to about 210 px from the top; a section counts as the one in view
// once its top passes about 215 px (the locus page uses 280 px, set by its config).
export const SCROLL_OFFSET = 210;
export const DEFAULT_DETECTION_OFFSET = 215;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function sectionElement(id: string): HTMLElement | null {
  return document.getElementById(id);
}

/** The window scroll position that puts a section's top SCROLL_OFFSET px below the viewport top. */
export function scrollTopFor(element: HTMLElement): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET);
}

/** Which section is in view: the last whose top has passed the detection line; the last one at the page bottom. */
export function activeSectionAt(ids: readonly string[], detectionOffset: number): string | undefined {
  // At the very top the first section is the one being read, even while sections above the line are still short
  // (a lazily loaded renderer, a skeleton) and a later section's heading momentarily sits above the detection line.
  if (window.scrollY <= 0) return ids[0];
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom && window.scrollY > 0) return ids[ids.length - 1];
  let active = ids[0];
  for (const id of ids) {
    const element = sectionElement(id);
    if (element && element.getBoundingClientRect().top <= detectionOffset) active = id;
  }
  return active;
}

/** Sets the URL hash without a new history entry and without disturbing the router's own history state. */
export function replaceHash(id: string) {
  const url = `${window.location.pathname}${window.location.search}#${id}`;
  if (`${window.location.pathname}${window.location.search}${window.location.hash}` !== url) {
    window.history.replaceState(window.history.state, '', url);
  }
}
