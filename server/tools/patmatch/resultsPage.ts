// The PatMatch answer pages: the results (query summary, counts, the hit table) and the page of a search that was
// not run. Every value that came from the request or the data is escaped; the one <style> element carries the
// response's nonce, which the page's Content-Security-Policy allows (http/securityHeaders.ts).
// The page shell is this module's rather than the shared toolPage: the marks of edited residues need styles of
// their own under the same nonce.
import { escapeHtml } from '../shared/html';
import type { PatmatchRequest } from './request';
import type { PatmatchHit, PatmatchResult } from './search';

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 1.5rem; color: #1d1d1d; line-height: 1.45; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
a { color: #005a8c; }
table { border-collapse: collapse; margin: 0.75rem 0; }
th, td { border: 1px solid #c8c8c8; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #eef3f6; }
td.number { text-align: right; font-variant-numeric: tabular-nums; }
.residues { font-family: ui-monospace, Menlo, Consolas, monospace; word-break: break-all; }
mark { color: inherit; font-weight: 700; }
mark.substitution { background: #ffe08a; }
mark.insertion { background: #c9e7ff; text-decoration: underline; }
mark.deletion { background: #f6c6cc; }
.notice { border-left: 4px solid #005a8c; background: #eef3f6; padding: 0.5rem 0.75rem; }
.problem { border-left: 4px solid #b00020; background: #fdecee; padding: 0.5rem 0.75rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
`;

function page(title: string, styleNonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(styleNonce)}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const FORM_LINK = '<p><a href="/tools/Patmatch">Back to the pattern search form</a></p>';

const count = (value: number, one: string, many: string) => `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

function mismatchSummary(request: PatmatchRequest): string {
  if (request.mismatches === 0) return '0 (exact matches only)';
  const kinds = (['substitution', 'insertion', 'deletion'] as const).filter((kind) => request.kinds[kind]).map((kind) => `${kind}s`);
  return `up to ${request.mismatches}: ${kinds.join(', ')}`;
}

function querySummary(request: PatmatchRequest, nucleotide: boolean): string {
  const rows: [string, string][] = [
    ['Pattern', `<span class="residues">${escapeHtml(request.pattern)}</span>`],
    ['Sequence type', escapeHtml(request.sequenceClass)],
    ['Database', escapeHtml(request.dataset.label)],
    ...(nucleotide ? ([['Strand', escapeHtml(request.strand)]] as [string, string][]) : []),
    ['Mismatches', escapeHtml(mismatchSummary(request))],
    ['Hits per sequence', `${request.minSequenceHits} to ${request.maxSequenceHits}`],
    ['Maximum hits', request.maxHits.toLocaleString('en-US')],
  ];
  return `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

const MARKS: Readonly<Record<string, string>> = { s: 'substitution', i: 'insertion', d: 'deletion' };

/** The matched residues, each edited one marked (and named for screen readers by its title). */
function matchedResidues(hit: PatmatchHit): string {
  // Most hits of a long list are exact or carry one edit: only the marked residues need markup of their own.
  if (!/[sid]/.test(hit.alignment)) return `<span class="residues">${escapeHtml(hit.text)}</span>`;
  let html = '';
  for (let index = 0; index < hit.text.length; index += 1) {
    const residue = escapeHtml(hit.text[index]);
    const kind = MARKS[hit.alignment[index] ?? '='];
    html += kind ? `<mark class="${kind}" title="${kind}">${residue}</mark>` : residue;
  }
  return `<span class="residues">${html}</span>`;
}

function hitTable(result: PatmatchResult, nucleotide: boolean, withEdits: boolean): string {
  const head = ['Sequence', 'Description', ...(nucleotide ? ['Strand'] : []), 'Start', 'End', 'Matched sequence', ...(withEdits ? ['Mismatches'] : [])];
  // A sequence's name and description cells, made once: a chromosome may have tens of thousands of hits.
  const sequenceCells = result.sequences.map((sequence) => {
    const name = sequence.link ? `<a href="${escapeHtml(sequence.link)}">${escapeHtml(sequence.name)}</a>` : escapeHtml(sequence.name);
    return `<td>${name}</td><td>${escapeHtml(sequence.description)}</td>`;
  });
  const number = (value: number) => `<td class="number">${value}</td>`;
  const rows = result.hits.map((hit) => {
    const cells = [
      sequenceCells[hit.sequence]!,
      ...(nucleotide ? [`<td>${hit.strand}</td>`] : []),
      number(hit.start),
      number(hit.end),
      `<td>${matchedResidues(hit)}</td>`,
      ...(withEdits ? [number(hit.edits)] : []),
    ];
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table>
<thead><tr>${head.map((label) => `<th scope="col">${label}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

export function resultsPage(request: PatmatchRequest, result: PatmatchResult, styleNonce: string, timeLimitMs: number): string {
  const nucleotide = request.sequenceClass === 'nucleotide';
  const parts = ['<h1>Pattern Matching Results</h1>', querySummary(request, nucleotide)];
  const seconds = (result.elapsedMs / 1000).toFixed(2);
  parts.push(
    `<p><strong>${count(result.hits.length, 'hit', 'hits')} in ${count(result.sequences.length, 'sequence', 'sequences')}</strong> ` +
      `(${count(result.searched.sequences, 'sequence', 'sequences')} of ${count(result.searched.residues, 'residue', 'residues')} searched in ${seconds} s).</p>`,
  );
  if (result.cutAtMaxHits) {
    parts.push(`<p class="notice">The list stops at ${request.maxHits.toLocaleString('en-US')} hits, the maximum chosen; the database may hold more.</p>`);
  }
  if (result.timedOut) {
    parts.push(
      `<p class="notice">The search stopped after ${Math.round(timeLimitMs / 1000)} seconds, before every sequence was read; the hits found by then are listed. ` +
        'A more specific pattern, fewer mismatches or a smaller database searches faster.</p>',
    );
  }
  if (result.hits.length === 0) {
    parts.push('<p>No hits found</p>');
  } else {
    if (nucleotide) {
      parts.push('<p>Positions count from 1 on the sequence as the database holds it. A Crick hit reads on the reverse complement: its start, at its 5′ end, is the larger position.</p>');
    }
    if (request.mismatches > 0) {
      parts.push(
        '<p>Marked residues: <mark class="substitution">substitution</mark> (a residue the pattern does not allow there), ' +
          '<mark class="insertion">insertion</mark> (a residue the pattern does not have), ' +
          '<mark class="deletion">-</mark> deletion (a residue of the pattern missing from the sequence).</p>',
      );
    }
    parts.push(hitTable(result, nucleotide, request.mismatches > 0));
  }
  parts.push(FORM_LINK);
  return page(`PatMatch: ${request.pattern}`, styleNonce, parts.join('\n'));
}

/** The page of a search that was not run: one sentence saying why. */
export function problemPage(message: string, styleNonce: string): string {
  return page('PatMatch: the search was not run', styleNonce, `<h1>Pattern Matching</h1>\n<p class="problem">${escapeHtml(message)}</p>\n${FORM_LINK}`);
}
