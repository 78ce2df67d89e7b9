import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './useNearScreen';

// When the genome browser's code starts loading: only once its section is near the screen with the page at rest.
// jsdom has no layout, so the browser's IntersectionObserver is played by a stand-in the test moves; the scroll and
// scrollend events are the page's own.

let observed: { callback: IntersectionObserverCallback; target?: Element; options?: IntersectionObserverInit }[] = [];

class StandInObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed.push({ callback, options });
  }
  observe(target: Element) {
    observed[observed.length - 1]!.target = target;
  }
  disconnect() {}
}

/** The section comes within the margin of the screen (true) or leaves it (false), as the browser would report it. */
function sectionNear(isIntersecting: boolean) {
  const { callback, target } = observed[observed.length - 1]!;
  act(() => callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver));
}

const fire = (type: 'scroll' | 'scrollend') => act(() => void window.dispatchEvent(new Event(type)));

const section = document.createElement('section');

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', StandInObserver);
  // A browser that tells when a scroll has ended (Chromium, Firefox); jsdom does not.
  Object.defineProperty(window, 'onscrollend', { value: null, configurable: true, writable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'onscrollend');
});

describe('useNearScreen', () => {
  it('is near when the section nears the screen of a page at rest, 400 px ahead by default', () => {
    const { result } = renderHook(() => useNearScreen(section));
    expect(result.current).toBe(false);
    expect(observed[0]?.options?.rootMargin).toBe('400px');
    sectionNear(true);
    expect(result.current).toBe(true);
  });

  it('waits for a scroll that brings the section near to end, then is near', () => {
    const { result } = renderHook(() => useNearScreen(section));
    fire('scroll');
    sectionNear(true);
    fire('scroll');
    expect(result.current).toBe(false);
    fire('scrollend');
    expect(result.current).toBe(true);
  });

  it('stays away when a scroll only passes the section on its way elsewhere', () => {
    const { result } = renderHook(() => useNearScreen(section));
    fire('scroll');
    sectionNear(true);
    sectionNear(false);
    fire('scrollend');
    expect(result.current).toBe(false);
    // The reader comes back and stops at it.
    fire('scroll');
    sectionNear(true);
    fire('scrollend');
    expect(result.current).toBe(true);
  });

  it('is near as soon as the section nears where the browser cannot tell when a scroll ends', () => {
    Reflect.deleteProperty(window, 'onscrollend');
    const { result } = renderHook(() => useNearScreen(section));
    fire('scroll');
    sectionNear(true);
    expect(result.current).toBe(true);
  });

  it('is near at once where nothing can tell whether the section is near the screen', () => {
    vi.unstubAllGlobals();
    const { result } = renderHook(() => useNearScreen(section));
    expect(result.current).toBe(true);
  });
});
