// The full-screen browser's address: /genome-browser?loc=Chr1:3518..6012[&highlight=Chr1:3631..5899]. Without a loc
// it opens on the default view; a loc it cannot read is said so with parseRegion's message.
import { parseRegion, regionText, type GenomeRegion } from '../../../contracts/genome/region';
import { DEFAULT_GENOME_BROWSER_VIEW } from '../../engine/genomeBrowser/genomeBrowserUrl';

export type BrowserAddress = { ok: true; region: GenomeRegion; highlight: GenomeRegion | undefined } | { ok: false; message: string };

export function readBrowserAddress(query: URLSearchParams): BrowserAddress {
  const loc = query.get('loc');
  if (loc === null) return { ok: true, region: DEFAULT_GENOME_BROWSER_VIEW.region, highlight: undefined };
  const parsed = parseRegion(loc);
  if (!parsed.ok) return parsed;
  const highlight = parseRegion(query.get('highlight'));
  return { ok: true, region: parsed.region, highlight: highlight.ok ? highlight.region : undefined };
}

/**
 * JBrowse's region in view ('Chr1:3,518..6,012', or several joined by spaces or ';' across chromosome ends) as the
 * address's loc: the first region, in the browser syntax; undefined when it cannot be read.
 */
export function locOfView(visible: string): string | undefined {
  const first = visible.split(/[;\s]+/).find(Boolean);
  const parsed = parseRegion(first);
  return parsed.ok ? regionText(parsed.region) : undefined;
}
