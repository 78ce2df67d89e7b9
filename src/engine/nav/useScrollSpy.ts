import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { activeSectionAt, prefersReducedMotion, replaceHash, scrollTopFor, sectionElement } from './scrollOffsets';

/**
 * Keeps the highlighted section in step with the scroll position and the URL hash in step with the highlight.
 * Positions are read live on each (frame-throttled) scroll, so sections that grow after loading never leave the
 * spy with stale offsets. After a nav click the clicked section stays highlighted until the user scrolls away,
 * even when it is too near the bottom to reach the detection line.
 */
export function useScrollSpy(ids: readonly string[], detectionOffset: number, initialId?: string) {
  const [activeId, setActiveId] = useState<string | undefined>(initialId ?? ids[0]);
  const activeRef = useRef(activeId);
  const lock = useRef<{ id: string; settledAt?: number } | null>(null);
  const idsKey = ids.join('|');

  // A layout effect, so the listener is gone in the same commit that removes the page: a passive effect's cleanup
  // runs later, and a scroll in between (the router resetting the position) would write this page's section into
  // the next page's URL.
  useLayoutEffect(() => {
    let frame = 0;
    let settleTimer: number | undefined;
    let disposed = false;
    const update = () => {
      frame = 0;
      if (disposed) return;
      const held = lock.current;
      if (held) {
        if (held.settledAt === undefined) return;
        if (Math.abs(window.scrollY - held.settledAt) <= 4) return;
        lock.current = null;
      }
      const next = activeSectionAt(idsKey.split('|'), detectionOffset);
      if (next && next !== activeRef.current) {
        activeRef.current = next;
        setActiveId(next);
        replaceHash(next);
      }
    };
    const settle = () => {
      if (lock.current && lock.current.settledAt === undefined) lock.current.settledAt = window.scrollY;
    };
    const onScroll = () => {
      if (lock.current && lock.current.settledAt === undefined) {
        // Programmatic scroll still moving: it has settled once no scroll event came for 150 ms.
        window.clearTimeout(settleTimer);
        settleTimer = window.setTimeout(settle, 150);
        return;
      }
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', settle);
    return () => {
      disposed = true;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', settle);
      window.cancelAnimationFrame(frame);
      window.clearTimeout(settleTimer);
    };
  }, [idsKey, detectionOffset]);

  const scrollToSection = useCallback((id: string, options: { smooth?: boolean } = {}) => {
    const element = sectionElement(id);
    if (!element) return;
    const top = scrollTopFor(element);
    lock.current = { id };
    activeRef.current = id;
    setActiveId(id);
    replaceHash(id);
    const smooth = options.smooth !== false && !prefersReducedMotion();
    // Already there: no scroll event will come, so the click has settled at once.
    if (Math.abs(window.scrollY - top) < 1) lock.current.settledAt = window.scrollY;
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    if (!smooth) lock.current.settledAt = top;
  }, []);

  /** Highlights a section that something else scrolled to (a deep link), until the user scrolls away. */
  const holdSection = useCallback((id: string) => {
    lock.current = { id };
    activeRef.current = id;
    setActiveId(id);
  }, []);

  return { activeId, scrollToSection, holdSection };
}
