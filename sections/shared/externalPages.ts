// Pages outside the portal that several record types link to (002 §7). Each takes the template placeholder that
// names the object, e.g. stockCentrePage('{stockName}') or stockCentrePage('{$}').

/** The seed-stock centre's page of a stock. */
export const stockCentrePage = (placeholder: string) => `https://abrc.osu.edu/stocks/number/${placeholder}`;

/** The previous site's page of an object this portal has no page for (restriction enzymes, images). */
export const legacyObjectPage = (type: 'restrictionenzyme' | 'image', idPlaceholder: string) =>
  `https://www.arabidopsis.org/servlets/TairObject?type=${type}&id=${idPlaceholder}`;
