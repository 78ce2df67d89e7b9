import { useEffect, useState } from 'react';
import { useBrowserValue } from '../../ui/useBrowserValue';

/**
 * Becomes true, once, when the element is within `margin` of the screen while the page is at rest. A page passing
 * by on its way elsewhere (the smooth scroll of a side-navigation jump, a fling) does not count: what loads here is
 * several megabytes of code, and loading it mid-scroll would take the scroll's smoothness for a view the reader did
 * not stop at. The scroll has come to rest at its `scrollend` event; a browser without that event loads when near.
 */
export function useNearScreen(target: Element | null, margin = '400px'): boolean {
  const [seen, setNear] = useState(false);
  // Where nothing can tell whether an element is near the screen, it counts as near; not in the server's rendering
  // of the page (and its hydration), which loads nothing.
  const cannotTell = useBrowserValue(() => typeof IntersectionObserver === 'undefined', false);
  const near = seen || cannotTell;
  useEffect(() => {
    if (!target || near) return undefined;
    const tellsScrollEnd = 'onscrollend' in window;
    let inRange = false;
    let scrolling = false;
    const decide = () => {
      if (inRange && !scrolling) setNear(true);
    };
    // A page scroll's events reach the window (a scrolling table's stay with the table); the scroll events of a
    // frame come before its intersection changes, so a page in motion is known to be moving when the element nears.
    const onScroll = () => {
      scrolling = true;
    };
    const onScrollEnd = () => {
      scrolling = false;
      decide();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inRange = entries[entries.length - 1]?.isIntersecting ?? inRange;
        decide();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    if (tellsScrollEnd) {
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('scrollend', onScrollEnd);
    }
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
    };
  }, [target, near, margin]);
  return near;
}
