// Pages outside the portal that several record types link to (002 §7). Each takes the template placeholder that
// names the object, e.g. stockCentrePage('{stockName}') or stockCentrePage('{$}').

/** The seed-stock centre's page of a stock. */
export const stockCentrePage = (placeholder: string) => `https://abrc.osu.edu/stocks/number/${placeholder}`;

/**
 * The older site version, where the objects this portal has no page for still have theirs. The same address as
 * OLDER_SITE in src/app/legacy/legacyDestinations.ts (a test keeps them equal), written out here so the configs do
 * not carry the legacy redirect tables into every detail page. Not this portal's own host: its /servlets/TairObject
 * addresses redirect into the portal, which has no page for these types.
 */
export const OLDER_SITE_BASE = 'https://legacy.arabidopsis.org';

/** 002 §7: the older site's page of an object this portal has no page for (restriction enzymes, images, maps). */
export const legacyObjectPage = (type: 'restrictionenzyme' | 'image' | 'map', idPlaceholder: string) =>
  `${OLDER_SITE_BASE}/servlets/TairObject?type=${type}&id=${idPlaceholder}`;
