// The top of a BLAST answer: the e-mail notice, the researcher's comment, and what was searched with which
// settings, in words (the same lines head the TEXT reply).
import { escapeHtml } from '../shared/html';
import type { BlastRequest } from './blastRequest';
import type { QuerySequence } from './querySequences';

export const NO_MAIL_NOTICE = 'This server does not send e-mail: the results are shown here instead.';

interface SummaryInput {
  request: BlastRequest;
  queries: readonly QuerySequence[];
  databaseSequences: number;
  report?: { version: string };
}

const orDefault = (value: number | null) => (value === null ? 'default' : String(value));

/** The settings of the search as label/value pairs, only those the program uses. */
export function searchSettings(request: BlastRequest): [string, string][] {
  const { program } = request;
  const settings: [string, string][] = [
    ['Expectation', String(request.expectation)],
    ['Max scores', String(request.maxScores)],
    ['Max alignments', String(request.maxAlignments)],
    ['Query filter', request.filter ? `on (${program === 'blastn' ? 'DUST' : 'SEG'})` : 'off'],
  ];
  if (program === 'blastn') settings.push(['Match / mismatch scores', `${request.nucleicMatch} / ${request.nucleicMismatch}`]);
  else settings.push(['Matrix', request.matrix ?? 'BLOSUM62 (default)'], ['Extension threshold', orDefault(request.threshold)]);
  if (program !== 'tblastx') {
    settings.push(['Gap open / extend penalties', `${orDefault(request.gapOpen)} / ${orDefault(request.gapExtend)}`]);
    settings.push(['Gapped alignment', request.gapped ? 'yes' : 'no']);
  } else {
    settings.push(['Gapped alignment', 'no (tblastx is always ungapped)']);
  }
  settings.push(['Word size', orDefault(request.wordSize)]);
  if (program === 'blastx' || program === 'tblastx') settings.push(['Query genetic code', String(request.geneticCode)]);
  return settings;
}

function summaryLines({ request, queries, databaseSequences, report }: SummaryInput): [string, string][] {
  const residues = queries.reduce((sum, query) => sum + query.sequence.length, 0);
  return [
    ['Program', `${request.program}${report?.version ? ` (${report.version})` : ''}`],
    ['Dataset', `${request.dataset.label} (${databaseSequences.toLocaleString('en-US')} sequences)`],
    ['Query', `${queries.length} ${queries.length === 1 ? 'sequence' : 'sequences'}, ${residues.toLocaleString('en-US')} ${request.program === 'blastp' || request.program === 'tblastn' ? 'residues' : 'bases'}${request.queryKind === 'locus' ? ' (sequences of the ids entered)' : ''}`],
  ];
}

const list = (pairs: [string, string][]) => `<dl>\n${pairs.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}\n</dl>`;

/** The top of the page: the e-mail notice, the comment, and what was searched. */
export function searchSummary(input: SummaryInput): string {
  const { request } = input;
  const notice = request.replyVia === 'EMAIL-MESSAGE'
    ? `<p class="notice">${escapeHtml(NO_MAIL_NOTICE)}${request.replyTo ? ` Nothing was sent to ${escapeHtml(request.replyTo)}.` : ''}</p>`
    : '';
  const comment = request.comment.trim() ? `<p><strong>Comment:</strong> ${escapeHtml(request.comment)}</p>` : '';
  return `${notice}
${comment}
<h2>Search</h2>
${list(summaryLines(input))}`;
}

/** The settings of the search, after the results. */
export const searchParameters = (request: BlastRequest) => `<h2>Parameters</h2>\n${list(searchSettings(request))}`;

/** The same summary as plain text, heading the TEXT reply. */
export function searchSummaryText(input: SummaryInput): string {
  const { request } = input;
  const lines: string[] = [];
  if (request.replyVia === 'EMAIL-MESSAGE') lines.push(NO_MAIL_NOTICE + (request.replyTo ? ` Nothing was sent to ${request.replyTo}.` : ''));
  if (request.comment.trim()) lines.push(`Comment: ${request.comment.replace(/\s+/g, ' ').trim()}`);
  for (const [label, value] of [...summaryLines(input), ...searchSettings(request)]) lines.push(`${label}: ${value}`);
  return `${lines.join('\n')}\n\n`;
}
