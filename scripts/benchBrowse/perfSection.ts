// The browse figures live in docs/perf.md under '## Browse', between these markers, at the end of the document.
export const BROWSE_SECTION_START = '<!-- browse-bench:start -->';
export const BROWSE_SECTION_END = '<!-- browse-bench:end -->';

/** The document with its browse section replaced by `body` (wrapped in the markers), or with it appended. */
export function withBrowseSection(document: string, body: string): string {
  const section = `${BROWSE_SECTION_START}\n${body.trim()}\n${BROWSE_SECTION_END}`;
  const start = document.indexOf(BROWSE_SECTION_START);
  const end = document.indexOf(BROWSE_SECTION_END);
  if (start === -1 || end < start) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, start) + section + document.slice(end + BROWSE_SECTION_END.length);
}
