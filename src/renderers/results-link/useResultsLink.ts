import { useState } from 'react';
import type { ResultsSearch } from '../../engine/config/format';
import { resultsTarget, storeResultsSearch, storedSearchKey } from '../../engine/resultsSearch';

/**
 * A results-page link for a search built from the record. Parameters handed over in local storage are written when
 * the reader follows the link — a click, a middle click or the context menu's 'open in new tab' — not on every
 * page view, so reading detail pages leaves nothing behind. The key is chosen once per link.
 */
export function useResultsLink(search: ResultsSearch, record: unknown) {
  const [key] = useState(() => storedSearchKey());
  const href = resultsTarget(search, record, key);
  const store = search.store ? () => void storeResultsSearch(search, record, key) : undefined;
  const handlers = store ? { onClick: store, onAuxClick: store, onContextMenu: store } : {};
  return { href, handlers };
}
