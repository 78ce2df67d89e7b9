// The HTML of the tools service's answer pages (BLAST, PatMatch): complete documents a researcher reads in the tab
// the form opened. Everything that came from the request is escaped here; the one <style> element carries the
// response's nonce, which the pages' Content-Security-Policy allows (http/securityHeaders.ts).

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 1.5rem; color: #1d1d1d; line-height: 1.45; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
h3 { font-size: 1rem; margin: 1.25rem 0 0.25rem; }
a { color: #005a8c; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { border: 1px solid #c8c8c8; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #eef3f6; }
td.number { text-align: right; font-variant-numeric: tabular-nums; }
pre { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.85rem; background: #f7f7f7; padding: 0.5rem; overflow-x: auto; }
.notice { border-left: 4px solid #005a8c; background: #eef3f6; padding: 0.5rem 0.75rem; }
.problem { border-left: 4px solid #b00020; background: #fdecee; padding: 0.5rem 0.75rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
`;

/** A page's HTML before and after its body: a page whose body is bytes (a large report's) is sent as the three. */
export function toolPageAround({ title, styleNonce, head = '' }: { title: string; styleNonce: string; head?: string }): { before: string; after: string } {
  return {
    before: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(styleNonce)}">${STYLE}</style>${head ? `\n${head}` : ''}
</head>
<body>
<main>
`,
    after: `
</main>
</body>
</html>
`,
  };
}

/** A whole page: `body` (and `head`, more of the document's head) is HTML already escaped by the caller. */
export function toolPage({ title, styleNonce, body, head }: { title: string; styleNonce: string; body: string; head?: string }): string {
  const { before, after } = toolPageAround({ title, styleNonce, head });
  return `${before}${body}${after}`;
}
