// The PatMatch answer pages: the results (query summary, counts, the hit table) and the page of a search that was
// not run. Every value that came from the request or the data is escaped; the one <style> element carries the
// response's nonce, which the page's Content-Security-Policy allows (http/securityHeaders.ts).
// The page shell is this module's rather than the shared toolPage: the marks of edited residues need styles of
// their own under the same nonce. The results page is a stream: its rows, made by the workers (hitRows.ts), go out
// in steps; the bytes are those of the whole page (resultsPage.test.ts holds one, resultsPage.midSize.html).
import { Readable } from 'node:stream';
import { escapeHtml } from '../shared/html';
import type { AnswerCounts, PatmatchAnswer } from './answer';
import { hitColumns, hitTableHeadings } from './hitRows';
import type { PageRows } from './packedRows';
import type { PatmatchRequest } from './request';

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

/** The page up to its content, and after it: a page streamed in steps (below) is the two with its content between. */
function pageStart(title: string, styleNonce: string): string {
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
`;
}

const PAGE_END = `
</main>
</body>
</html>
`;

const page = (title: string, styleNonce: string, body: string) => `${pageStart(title, styleNonce)}${body}${PAGE_END}`;

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

/** The document around a page's content, with the response's style nonce (a kept answer's content is put in it). */
export const patmatchPageAround = (title: string, styleNonce: string) => ({ before: pageStart(title, styleNonce), after: PAGE_END });

export const resultsTitle = (request: PatmatchRequest) => `PatMatch: ${request.pattern}`;

/** Everything the page's content says before its hit table, the table's opening, and what follows the table. */
function contentAroundRows(request: PatmatchRequest, answer: AnswerCounts, timeLimitMs: number): { before: string; after: string } {
  const columns = hitColumns(request);
  const parts = ['<h1>Pattern Matching Results</h1>', querySummary(request, columns.nucleotide)];
  const seconds = (answer.elapsedMs / 1000).toFixed(2);
  parts.push(
    `<p><strong>${count(answer.hits, 'hit', 'hits')} in ${count(answer.sequences, 'sequence', 'sequences')}</strong> ` +
      `(${count(answer.searched.sequences, 'sequence', 'sequences')} of ${count(answer.searched.residues, 'residue', 'residues')} searched in ${seconds} s).</p>`,
  );
  if (answer.cutAtMaxHits) {
    parts.push(`<p class="notice">The list stops at ${request.maxHits.toLocaleString('en-US')} hits, the maximum chosen; the database may hold more.</p>`);
  }
  if (answer.timedOut) {
    parts.push(
      `<p class="notice">The search stopped after ${Math.round(timeLimitMs / 1000)} seconds, before every sequence was read; the hits found by then are listed. ` +
        'A more specific pattern, fewer mismatches or a smaller database searches faster.</p>',
    );
  }
  if (answer.hits === 0) {
    parts.push('<p>No hits found</p>', FORM_LINK);
    return { before: parts.join('\n'), after: '' };
  }
  if (columns.nucleotide) {
    parts.push('<p>Positions count from 1 on the sequence as the database holds it. A Crick hit reads on the reverse complement: its start, at its 5′ end, is the larger position.</p>');
  }
  if (columns.withEdits) {
    parts.push(
      '<p>Marked residues: <mark class="substitution">substitution</mark> (a residue the pattern does not allow there), ' +
        '<mark class="insertion">insertion</mark> (a residue the pattern does not have), ' +
        '<mark class="deletion">-</mark> deletion (a residue of the pattern missing from the sequence).</p>',
    );
  }
  const head = hitTableHeadings(columns)
    .map((label) => `<th scope="col">${label}</th>`)
    .join('');
  parts.push(`<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n`);
  return { before: parts.join('\n'), after: `\n</tbody>\n</table>\n${FORM_LINK}` };
}

/** About how many bytes of rows one step of the page carries. */
const STEP_BYTES = 256 * 1024;
const NEWLINE = Buffer.from('\n');

/**
 * The results page as a stream: the text before the hit table, then the rows (made by a worker, answer.ts) a step of
 * about STEP_BYTES at a time, as views of the bytes the worker made, then the rest. A step is made only when the
 * reader asks for more (so a slow client holds a step, not the page), each in a turn of the event loop of its own
 * (setImmediate): however long the list, the request thread answers other requests between steps.
 */
class ResultsPageStream extends Readable {
  /** The next row to send; -1 before the text before the rows, rows.length + 1 once everything is sent. */
  private next = -1;
  private pending: NodeJS.Immediate | null = null;

  constructor(
    private readonly before: string,
    private readonly rows: PageRows,
    private readonly after: string,
  ) {
    super();
  }

  override _read(): void {
    this.pending ??= setImmediate(() => {
      this.pending = null;
      for (const piece of this.step()) this.push(piece);
    });
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.pending) clearImmediate(this.pending);
    this.pending = null;
    callback(error);
  }

  /** The next step's pieces; [null] at the end. */
  private step(): (Uint8Array | null)[] {
    const { rows } = this;
    if (this.next === -1) {
      this.next = 0;
      return [Buffer.from(rows.length === 0 ? this.before + this.after : this.before)];
    }
    if (this.next < rows.length) {
      const pieces: Uint8Array[] = [];
      let bytes = 0;
      while (this.next < rows.length && bytes < STEP_BYTES) {
        if (this.next > 0) pieces.push(NEWLINE);
        const run = rows.run(this.next, STEP_BYTES - bytes);
        pieces.push(run.bytes);
        bytes += run.bytes.length + 1;
        this.next = run.next;
      }
      return pieces;
    }
    if (this.next === rows.length && rows.length > 0) {
      this.next += 1;
      return [Buffer.from(this.after)];
    }
    return [null];
  }
}

export function resultsPage(request: PatmatchRequest, answer: PatmatchAnswer, styleNonce: string, timeLimitMs: number): Readable {
  const { before, after } = contentAroundRows(request, answer, timeLimitMs);
  return new ResultsPageStream(pageStart(resultsTitle(request), styleNonce) + before, answer.rows, after + PAGE_END);
}

/** The results page's content without its document (a job keeps it, and puts it in a document when it is asked for). */
export function resultsContent(request: PatmatchRequest, answer: PatmatchAnswer, timeLimitMs: number): Readable {
  const { before, after } = contentAroundRows(request, answer, timeLimitMs);
  return new ResultsPageStream(before, answer.rows, after);
}

/** The page of a search that was not run: one sentence saying why. */
export function problemPage(message: string, styleNonce: string): string {
  return page(PROBLEM_TITLE, styleNonce, problemContent(message));
}

export const PROBLEM_TITLE = 'PatMatch: the search was not run';

/** The content of the page of a search that was not run (or did not end). */
export const problemContent = (message: string) => `<h1>Pattern Matching</h1>\n<p class="problem">${escapeHtml(message)}</p>\n${FORM_LINK}`;
