// The tools-service figures live in docs/perf.md between these markers, at the end; the other benchmarks keep theirs.
export const TOOLS_SECTION_START = '<!-- tools-bench:start -->';
export const TOOLS_SECTION_END = '<!-- tools-bench:end -->';

/** The document with its tools section replaced by `body` (wrapped in the markers), or with it appended. */
export function withToolsSection(document: string, body: string): string {
  const section = `${TOOLS_SECTION_START}\n${body.trim()}\n${TOOLS_SECTION_END}`;
  const start = document.indexOf(TOOLS_SECTION_START);
  const end = document.indexOf(TOOLS_SECTION_END);
  if (start === -1 || end < start) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, start) + section + document.slice(end + TOOLS_SECTION_END.length);
}
