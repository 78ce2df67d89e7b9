import { useEffect } from 'react';
import { pinSection } from './pinSection';
import { scrollTopFor, sectionElement } from './scrollOffsets';

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
 * (tables, images and side data arrive after the first paint): the section is pinned (pinSection.ts).
 */
export function useHashLanding(ids: readonly string[], onLanded: (id: string) => void) {
  const idsKey = ids.join('|');
  useEffect(() => {
    const target = hashTarget();
    if (!target || !idsKey.split('|').includes(target)) return;
    const element = sectionElement(target);
    if (!element) return;

    const release = pinSection(element);
    const top = scrollTopFor(element);
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'auto' });
    onLanded(target);
    // Focus follows the reader to the section, without a second scroll.
    element.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    return release;
    // Landing happens once per record; later hash changes come from the nav itself.
  }, [idsKey]); // eslint-disable-line react-hooks/exhaustive-deps
}
