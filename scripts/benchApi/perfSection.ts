// docs/perf.md holds several reports: the browser bench writes the page figures (scripts/bench.ts); the API bench
// writes the detail-call section, the search section, the gene-action section and the section on both stores
// (`-- --stores`) between their markers (scripts/bench-api.ts). Each run replaces only its own part.

export interface SectionMarkers {
  /** How error messages name the section. */
  name: string;
  start: string;
  end: string;
}

export const API_SECTION_START = '<!-- api-bench:start -->';
export const API_SECTION_END = '<!-- api-bench:end -->';
export const API_SECTION: SectionMarkers = { name: 'API', start: API_SECTION_START, end: API_SECTION_END };
export const SEARCH_SECTION: SectionMarkers = { name: 'search', start: '<!-- search-bench:start -->', end: '<!-- search-bench:end -->' };
export const GENE_ACTION_SECTION: SectionMarkers = { name: 'gene-action', start: '<!-- gene-action-bench:start -->', end: '<!-- gene-action-bench:end -->' };
export const STORES_SECTION: SectionMarkers = { name: 'stores', start: '<!-- stores-bench:start -->', end: '<!-- stores-bench:end -->' };

interface Bounds {
  start: number;
  end: number;
}

function sectionBounds(document: string, markers: SectionMarkers): Bounds | null {
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  if (start === -1 && end === -1) return null;
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`docs/perf.md has an unmatched ${markers.name} section marker; fix the markers by hand.`);
  }
  return { start, end: end + markers.end.length };
}

/** A section of a document, markers included, or null when it has none. */
export function sectionOf(document: string, markers: SectionMarkers): string | null {
  const bounds = sectionBounds(document, markers);
  return bounds ? document.slice(bounds.start, bounds.end) : null;
}

/** The document with the section replaced by `body` (wrapped in the markers), or with the section appended. */
export function withSection(document: string, markers: SectionMarkers, body: string): string {
  const section = `${markers.start}\n${body.trim()}\n${markers.end}`;
  const bounds = sectionBounds(document, markers);
  if (!bounds) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, bounds.start) + section + document.slice(bounds.end);
}

export const apiSectionOf = (document: string) => sectionOf(document, API_SECTION);
export const withApiSection = (document: string, body: string) => withSection(document, API_SECTION, body);

/** A freshly written browser report followed by the API bench's sections of the document it replaces, when there were. */
export function keepApiSection(report: string, previous: string): string {
  let kept = report;
  for (const markers of [API_SECTION, SEARCH_SECTION, GENE_ACTION_SECTION, STORES_SECTION]) {
    const section = sectionOf(previous, markers);
    if (section) kept = `${kept.trimEnd()}\n\n${section}\n`;
  }
  return kept;
}
