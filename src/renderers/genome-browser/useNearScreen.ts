import { useEffect, useState } from 'react';

/** Where nothing can tell whether an element is near the screen, it counts as near. */
const canObserve = typeof IntersectionObserver !== 'undefined';

/** Becomes true, once, when the element comes within `margin` of the screen. */
export function useNearScreen(target: Element | null, margin = '400px'): boolean {
  const [near, setNear] = useState(!canObserve);
  useEffect(() => {
    if (!target || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, near, margin]);
  return near;
}
