import { useEffect } from 'react';
import { scrollTopFor, sectionElement } from './scrollOffsets';

const PIN_FOR_MS = 5000;

/** The section id the address's hash names, or '' (no hash, or one that is not valid percent-encoding). */
export function hashTarget(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * Opening a URL with #homology must land on that section even while the sections above it are still growing
 * (tables, images and side data arrive after the first paint). The target is re-pinned on every layout change
 * until the user scrolls, clicks or types, or until the page has been stable for a while.
 */
export function useHashLanding(ids: readonly string[], onLanded: (id: string) => void) {
  const idsKey = ids.join('|');
  useEffect(() => {
    const target = hashTarget();
    if (!target || !idsKey.split('|').includes(target)) return;
    const element = sectionElement(target);
    if (!element) return;

    let released = false;
    const pin = () => {
      if (released) return;
      const top = scrollTopFor(element);
      if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'auto' });
    };
    const release = () => {
      released = true;
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of userEvents) window.removeEventListener(type, release, true);
    };
    const observer = new ResizeObserver(pin);
    observer.observe(document.body);
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of userEvents) window.addEventListener(type, release, { capture: true, passive: true });
    const timer = window.setTimeout(release, PIN_FOR_MS);
    pin();
    onLanded(target);
    // Focus follows the reader to the section, without a second scroll.
    element.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    return release;
    // Landing happens once per record; later hash changes come from the nav itself.
  }, [idsKey]); // eslint-disable-line react-hooks/exhaustive-deps
}
