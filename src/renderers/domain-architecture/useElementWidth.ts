import { useCallback, useState } from 'react';

/**
 * The width in pixels of the element the returned ref is put on, kept up to date as it resizes. The drawing is laid
 * out for this width (not scaled from a fixed one), so its text stays the page's size on a phone. Until the element
 * is measured (and where nothing can measure it) the fallback width is used.
 */
export function useElementWidth(fallback: number): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
