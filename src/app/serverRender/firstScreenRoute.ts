// What the server's rendering of a record page's first screen and the browser's hydration of it both do before
// rendering, so that the two render the same page: load the route's code (its config, schema and renderers) and put
// the record the address names into the data cache from the answers sent with the page.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { recordPages } from '../../../sections/pages';
import type { FirstAnswer } from '../../../contracts/firstScreen/firstAnswers';
import { lookupAddress, recordDetailAddress } from '../../api/endpoints';
import { identityFromParams, keyFromLookup } from '../../engine/identity';
import { lookupQuery, recordQuery } from '../../engine/recordQuery';

function parsed(answer: FirstAnswer | undefined): { ok: true; value: unknown } | { ok: false } {
  if (answer?.status !== 200) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(answer.body) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Replaces each matched route's `lazy` by what it loads (react-router's rule for rendering a lazy route at once). */
async function loadMatchedRoutes(routes: RouteObject[], url: URL): Promise<void> {
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    const route = match.route as RouteObject & { lazy?: unknown };
    if (typeof route.lazy !== 'function') continue;
    const loaded = (await (route.lazy as () => Promise<object>)()) as Partial<RouteObject>;
    Object.assign(route, loaded);
    delete route.lazy;
  }
}

/**
 * For a record page whose record came with the page (`answerFor` gives the answers by address): loads the route's
 * code and puts the record (and its lookup) into `client`; true when the page can then render the record at once.
 * False, and nothing loaded, for any other address, or a record not sent (refused, not found, too large).
 */
export async function prepareRecordFirstScreen(
  client: QueryClient,
  routes: RouteObject[],
  url: URL,
  answerFor: (address: string) => FirstAnswer | undefined,
): Promise<boolean> {
  const page = recordPages.find((candidate) => candidate.route === url.pathname);
  if (!page) return false;
  const { config } = await page.load();
  const identity = identityFromParams(config, url.searchParams);
  let key: string | null = null;
  if (identity.kind === 'key') key = identity.key;
  if (identity.kind === 'lookup') {
    const lookup = parsed(answerFor(lookupAddress(config.apiType, identity.by, identity.value)));
    key = lookup.ok ? keyFromLookup(lookup.value) : null;
    if (key === null) return false;
    client.setQueryData(lookupQuery(config.apiType, identity.by, identity.value).queryKey, key);
  }
  if (key === null) return false;
  const record = parsed(answerFor(recordDetailAddress(config.apiType, key)));
  if (!record.ok) return false;
  client.setQueryData(recordQuery(config.apiType, key).queryKey, record.value);
  await loadMatchedRoutes(routes, url);
  return true;
}
