// The BLAST results page (ReplyFormat HTML): what was searched and how, then for each query a hit table (hit with
// links to its gene and locus pages, description, score, E-value, identity) and the alignments, or 'No hits found'.
// Every text from the request or the report is escaped.
import { escapeHtml } from '../shared/html';
import { alignmentLines } from './alignmentText';
import type { BlastRequest } from './blastRequest';
import type { BlastReport, Hsp, ReportHit } from './blastReport';
import type { HitLinks } from './hitLinks';
import { hitId } from './hitLinks';
import type { QuerySequence } from './querySequences';
import { formatEvalue } from './evalueText';
import { hitOverview } from './hitOverview';
import { rerunOffer } from './rerunOffer';
import { searchParameters, searchSummary } from './searchSummary';

export interface ResultPageInput {
  request: BlastRequest;
  queries: QuerySequence[];
  report: BlastReport;
  databaseSequences: number;
  links: (title: string) => HitLinks;
  /** The form's fields as posted: without them, no other dataset is offered when nothing strong is found. */
  fields?: Record<string, string>;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The parts of a subject's title after its id: symbols and description ('AT1G01010.1 | Symbols: NAC001 | NAC domain … | chr1:…'). */
function describeHit(title: string): { symbols: string; description: string } {
  const fields = title.split(' | ');
  const symbols = fields.find((field) => field.startsWith('Symbols:'))?.slice('Symbols:'.length).trim() ?? '';
  const description = fields.filter((field, index) => index > 0 && !field.startsWith('Symbols:') && !/^(chr\S+:\d|LENGTH=)/.test(field)).join(' | ');
  return { symbols, description };
}

const link = (target: { href: string } | null, text: string) => (target ? `<a href="${escapeHtml(target.href)}">${escapeHtml(text)}</a>` : escapeHtml(text));

function hitRow(hit: ReportHit, anchor: string | null, number: number, links: HitLinks): string {
  const best = hit.hsps[0];
  const id = hitId(hit.title);
  const { symbols, description } = describeHit(hit.title);
  const idCell = links.gene ? link(links.gene, id) : links.locus && links.locus.name === id.toUpperCase() ? link(links.locus, id) : escapeHtml(id);
  return `<tr>
<td class="number">${number}</td>
<td>${idCell}${anchor ? ` <a href="#${anchor}">(alignment)</a>` : ''}</td>
<td>${links.locus ? link(links.locus, links.locus.name) : ''}</td>
<td>${escapeHtml(symbols)}</td>
<td>${escapeHtml(description)}</td>
<td class="number">${best ? best.bit_score.toFixed(1) : ''}</td>
<td class="number">${best ? escapeHtml(formatEvalue(best.evalue)) : ''}</td>
<td class="number">${best ? `${percent(best.identity, best.align_len)}%` : ''}</td>
</tr>`;
}

function hspText(hsp: Hsp, request: BlastRequest): string {
  const lines = [
    `Score = ${hsp.bit_score.toFixed(1)} bits (${hsp.score}), Expect = ${formatEvalue(hsp.evalue)}`,
    `Identities = ${hsp.identity}/${hsp.align_len} (${Math.round((hsp.identity / hsp.align_len) * 100)}%)` +
      (hsp.positive !== undefined && request.program !== 'blastn' ? `, Positives = ${hsp.positive}/${hsp.align_len} (${Math.round((hsp.positive / hsp.align_len) * 100)}%)` : '') +
      `, Gaps = ${hsp.gaps ?? 0}/${hsp.align_len} (${Math.round(((hsp.gaps ?? 0) / hsp.align_len) * 100)}%)`,
  ];
  if (hsp.query_strand && hsp.hit_strand) lines.push(`Strand = ${hsp.query_strand}/${hsp.hit_strand}`);
  const frames = [hsp.query_frame !== undefined ? `query ${signed(hsp.query_frame)}` : '', hsp.hit_frame !== undefined ? `subject ${signed(hsp.hit_frame)}` : ''].filter(Boolean);
  if (frames.length > 0 && request.program !== 'blastn' && request.program !== 'blastp') lines.push(`Frame = ${frames.join(', ')}`);
  const queryTranslated = request.program === 'blastx' || request.program === 'tblastx';
  const subjectTranslated = request.program === 'tblastn' || request.program === 'tblastx';
  return `${lines.join('\n')}\n\n${alignmentLines(hsp, queryTranslated, subjectTranslated)}`;
}

const signed = (frame: number) => (frame > 0 ? `+${frame}` : String(frame));

function alignmentSection(hit: ReportHit, anchor: string, links: HitLinks, request: BlastRequest): string {
  const id = hitId(hit.title);
  const pages = [links.gene && link(links.gene, 'gene model page'), links.locus && link(links.locus, 'locus page')].filter(Boolean).join(', ');
  return `<section aria-labelledby="${anchor}">
<h4 id="${anchor}">${escapeHtml(id)}</h4>
<p>${escapeHtml(hit.title)}<br>Length = ${hit.length.toLocaleString('en-US')}${pages ? ` · ${pages}` : ''}</p>
${hit.hsps.map((hsp) => `<pre>${escapeHtml(hspText(hsp, request))}</pre>`).join('\n')}
</section>`;
}

function querySection(input: ResultPageInput, index: number): string {
  const query = input.queries[index]!;
  const result = input.report.queries[index];
  const hits = result?.hits ?? [];
  const heading = `<h2>Query ${index + 1}: ${escapeHtml(query.title)} (${query.sequence.length.toLocaleString('en-US')} ${input.request.program === 'blastp' || input.request.program === 'tblastn' ? 'residues' : 'bases'})</h2>`;
  if (hits.length === 0) return `<section>\n${heading}\n<p><strong>No hits found</strong></p>\n</section>`;
  const { maxScores, maxAlignments } = input.request;
  const anchorOf = (number: number) => (number <= maxAlignments ? `q${index + 1}-hit${number}` : null);
  const rows = hits.slice(0, maxScores).map((hit, position) => hitRow(hit, anchorOf(position + 1), position + 1, input.links(hit.title)));
  const alignments = hits.slice(0, maxAlignments).map((hit, position) => alignmentSection(hit, anchorOf(position + 1)!, input.links(hit.title), input.request));
  return `<section>
${heading}
<h3>Sequences producing significant alignments</h3>
${hitOverview({ queryNumber: index + 1, queryLength: query.sequence.length, hits: hits.slice(0, maxScores), anchorOf })}
<p>${hits.length.toLocaleString('en-US')} ${hits.length === 1 ? 'hit' : 'hits'} with E-value up to ${escapeHtml(String(input.request.expectation))}${hits.length > maxScores ? `; the first ${maxScores} are listed` : ''}.</p>
<table>
<caption>Hits of query ${index + 1}</caption>
<thead><tr><th scope="col">#</th><th scope="col">Hit</th><th scope="col">Locus</th><th scope="col">Symbols</th><th scope="col">Description</th><th scope="col">Score (bits)</th><th scope="col">E-value</th><th scope="col">Identity</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
${alignments.length > 0 ? `<h3>Alignments</h3>\n${alignments.join('\n')}` : ''}
</section>`;
}

/** What was searched, a plain word when nothing strong was found, each query's overview, hits and alignments, then the settings. */
export function resultPageBody(input: ResultPageInput): string {
  return `<h1>BLAST results</h1>
${searchSummary(input)}
${input.fields ? rerunOffer(input.request, input.report, input.fields) : ''}
${input.queries.map((_query, index) => querySection(input, index)).join('\n')}
${searchParameters(input.request)}`;
}
