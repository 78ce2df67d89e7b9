// Links inside the results and browse tables. Every cell link is a plain <a> (a router Link wrapped in MUI's Link
// cost several components, hooks and a computed style per link, and a page change mounts hundreds of them); the
// table follows a plain left click on a portal path through the router with one listener for all of them, the links
// inside HTML cells included, so the application is not reloaded.
import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';

/** Class of the cell links; the table styles them as the theme's links (tableStyles.ts). */
export const TABLE_LINK = 'table-link';

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/** A path inside the portal ('/locus?key=…'), not a protocol-relative address. */
export const isPortalPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The click listener for the table: a plain left click on a link to a portal path that opens in this tab goes
 * through `navigate`; every other click (new tab, modifier keys, addresses leaving the portal) is the browser's.
 */
export function followPortalLinks(navigate: (path: string) => void) {
  return (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!anchor || anchor.hasAttribute('target') || !isPlainLeftClick(event)) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!isPortalPath(href)) return;
    event.preventDefault();
    navigate(href);
  };
}

/** One listener on the table's element for every link inside it, not one per link. */
export function usePortalLinks(container: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const listener = followPortalLinks((path) => void navigate(path));
    element.addEventListener('click', listener);
    return () => element.removeEventListener('click', listener);
  }, [container, navigate]);
}
