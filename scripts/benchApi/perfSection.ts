// docs/perf.md holds two reports: the browser bench writes the page figures (scripts/bench.ts), the API bench
// writes the section between these markers (scripts/bench-api.ts). Each replaces only its own part.

export const API_SECTION_START = '<!-- api-bench:start -->';
export const API_SECTION_END = '<!-- api-bench:end -->';

interface Bounds {
  start: number;
  end: number;
}

function apiSectionBounds(document: string): Bounds | null {
  const start = document.indexOf(API_SECTION_START);
  const end = document.indexOf(API_SECTION_END);
  if (start === -1 && end === -1) return null;
  if (start === -1 || end === -1 || end < start) throw new Error('docs/perf.md has an unmatched API section marker; fix the markers by hand.');
  return { start, end: end + API_SECTION_END.length };
}

/** The API section of a document, markers included, or null when it has none. */
export function apiSectionOf(document: string): string | null {
  const bounds = apiSectionBounds(document);
  return bounds ? document.slice(bounds.start, bounds.end) : null;
}

/** The document with its API section replaced by `body` (wrapped in the markers), or with the section appended. */
export function withApiSection(document: string, body: string): string {
  const section = `${API_SECTION_START}\n${body.trim()}\n${API_SECTION_END}`;
  const bounds = apiSectionBounds(document);
  if (!bounds) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, bounds.start) + section + document.slice(bounds.end);
}

/** A freshly written browser report followed by the API section of the document it replaces, when there was one. */
export function keepApiSection(report: string, previous: string): string {
  const section = apiSectionOf(previous);
  return section ? `${report.trimEnd()}\n\n${section}\n` : report;
}
