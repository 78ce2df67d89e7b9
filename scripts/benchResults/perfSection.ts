// The results-table figures live in docs/perf.md between these markers; the other benchmarks keep them.
export const RESULTS_SECTION_START = '<!-- results-bench:start -->';
export const RESULTS_SECTION_END = '<!-- results-bench:end -->';

/** The document with its results section replaced by `body` (wrapped in the markers), or with it appended. */
export function withMarkedSection(document: string, body: string): string {
  const section = `${RESULTS_SECTION_START}\n${body.trim()}\n${RESULTS_SECTION_END}`;
  const start = document.indexOf(RESULTS_SECTION_START);
  const end = document.indexOf(RESULTS_SECTION_END);
  if (start === -1 || end < start) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, start) + section + document.slice(end + RESULTS_SECTION_END.length);
}

/** The results section of a document, markers included, or null. */
export function resultsSectionOf(document: string): string | null {
  const start = document.indexOf(RESULTS_SECTION_START);
  const end = document.indexOf(RESULTS_SECTION_END);
  return start === -1 || end < start ? null : document.slice(start, end + RESULTS_SECTION_END.length);
}
