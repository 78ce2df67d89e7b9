import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { legacyTarget } from './legacyTarget';

/**
 * An address of the older site opens its new page in its place, leaving no history entry of its own, so Back never
 * returns to the old address (which would only redirect again):
 * - opened as the document (a bookmark, a link from another site, a reload), the old address is already the current
 *   history entry, and the new page replaces it;
 * - followed from a page of the portal, the old address was never entered in history, and the new page is pushed
 *   after the page that linked to it.
 * Addresses the older site did not have load nothing here and show the route's own page (page-not-found).
 */
export function legacyLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const target = legacyTarget(url.pathname, url.search);
  if (target === null) return null;
  return isCurrentEntry(url) ? replace(target) : redirect(target);
}

function isCurrentEntry(url: URL): boolean {
  return typeof window !== 'undefined' && window.location.pathname + window.location.search === url.pathname + url.search;
}
