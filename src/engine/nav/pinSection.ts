import { scrollTopFor } from './scrollOffsets';

const PIN_FOR_MS = 5000;

/** What the reader does to take over the scroll position: while none of these happens, the page keeps a section in place. */
export const READER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps a section where a deep link or a nav click put it while the sections above it are still growing (tables,
 * images and side data arrive after the first paint): re-pinned on every layout change until the reader scrolls,
 * clicks or types, or until the page has been stable for a while. Returns the release.
 */
export function pinSection(element: HTMLElement): () => void {
  let released = false;
  // A ResizeObserver reports once as it starts: the caller has just scrolled (smoothly, perhaps), so that one is skipped.
  let started = false;
  const pin = () => {
    if (!started) {
      started = true;
      return;
    }
    if (released) return;
    const top = scrollTopFor(element);
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'auto' });
  };
  const release = () => {
    if (released) return;
    released = true;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_SCROLL_EVENTS) window.removeEventListener(type, release, true);
  };
  const observer = new ResizeObserver(pin);
  observer.observe(document.body);
  for (const type of READER_SCROLL_EVENTS) window.addEventListener(type, release, { capture: true, passive: true });
  const timer = window.setTimeout(release, PIN_FOR_MS);
  return release;
}
