import { vi } from 'vitest';

/**
 * Replaces window.location's navigation methods with spies for a test: the pages leave the app with
 * location.assign / location.replace, which jsdom cannot perform. Undo with vi.restoreAllMocks().
 */
export function stubLocation() {
  const assign = vi.fn<(url: string | URL) => void>();
  const replace = vi.fn<(url: string | URL) => void>();
  const real = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...real,
    href: real.href,
    origin: real.origin,
    protocol: real.protocol,
    host: real.host,
    hostname: real.hostname,
    pathname: real.pathname,
    search: real.search,
    hash: real.hash,
    assign,
    replace,
  } as Location);
  return { assign, replace };
}
