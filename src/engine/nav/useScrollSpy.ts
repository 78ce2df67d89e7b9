import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { pinSection } from './pinSection';
import { activeSectionAt, prefersReducedMotion, replaceHash, scrollTopFor, sectionElement } from './scrollOffsets';

// Keys that scroll the page: pressed, they are the reader scrolling away from a section the nav went to.
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * Keeps the highlighted section in step with the scroll position and the URL hash in step with the highlight.
 * Positions are read live on each (frame-throttled) scroll, so sections that grow after loading never leave the
 * spy with stale offsets. After a nav click (or a deep link) that section stays highlighted, and in the hash, until
 * the reader scrolls (wheel, touch, a scrolling key, the scroll bar): scrolls the page makes itself, as content
 * loading above or below moves it, never take the highlight to a neighbouring section.
 */
export function useScrollSpy(ids: readonly string[], detectionOffset: number, initialId?: string) {
  const [activeId, setActiveId] = useState<string | undefined>(initialId ?? ids[0]);
  const activeRef = useRef(activeId);
  const lock = useRef<{ id: string } | null>(null);
  const unpin = useRef<(() => void) | null>(null);
  const idsKey = ids.join('|');

  // A layout effect, so the listener is gone in the same commit that removes the page: a passive effect's cleanup
  // runs later, and a scroll in between (the router resetting the position) would write this page's section into
  // the next page's URL.
  useLayoutEffect(() => {
    let frame = 0;
    let disposed = false;
    const update = () => {
      frame = 0;
      if (disposed || lock.current) return;
      const next = activeSectionAt(idsKey.split('|'), detectionOffset);
      if (next && next !== activeRef.current) {
        activeRef.current = next;
        setActiveId(next);
        replaceHash(next);
      }
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const release = () => {
      lock.current = null;
    };
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) release();
    };
    // A press on the page's own scroll bar lands on the root element.
    const onPointer = (event: PointerEvent) => {
      if (event.target === document.documentElement) release();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      disposed = true;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
      window.cancelAnimationFrame(frame);
      unpin.current?.();
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
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    // Sections above still loading would move it away from where the click put it.
    unpin.current?.();
    unpin.current = pinSection(element);
  }, []);

  /** Highlights a section that something else scrolled to (a deep link), until the reader scrolls. */
  const holdSection = useCallback((id: string) => {
    lock.current = { id };
    activeRef.current = id;
    setActiveId(id);
  }, []);

  return { activeId, scrollToSection, holdSection };
}
