// When a search finds no hit with E below 0.01 (the default dataset, 3' UTRs, holds only the ends of transcripts, so
// many queries find nothing there), the results say so plainly before anything else and offer the same search, in
// one click, over the Araport11 transcripts and over the genome: each offer is a form posting the search's own
// fields with only the dataset changed, so it becomes a job of its own.
import { escapeHtml } from '../shared/html';
import type { BlastReport } from './blastReport';
import type { BlastRequest } from './blastRequest';
import { blastDataset, GENOME_DATASET_ID, PROGRAM_MOLECULES } from './datasets';

/** Below this E-value a hit is more than chance. */
export const STRONG_EVALUE = 0.01;

/** The datasets a search without a strong hit is offered again over, in this order. */
export const RERUN_DATASETS = ['araport11_transcript', GENOME_DATASET_ID] as const;

const hasStrongHit = (report: BlastReport) => report.queries.some((query) => query.hits.some((hit) => hit.hsps.some((hsp) => hsp.evalue < STRONG_EVALUE)));

function rerunForm(fields: Record<string, string>, datasetId: string): string {
  const dataset = blastDataset(datasetId)!;
  const inputs = Object.entries({ ...fields, BlastTargetSet: datasetId })
    .filter(([name]) => name !== 'default_db')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="/tools-service/blast">${inputs}<button type="submit">Search ${escapeHtml(dataset.label)} with the same query</button></form>`;
}

/** The notice and its offers, or '' when a hit is strong or the program cannot search nucleotide datasets. */
export function rerunOffer(request: BlastRequest, report: BlastReport, fields: Record<string, string>): string {
  if (PROGRAM_MOLECULES[request.program].database !== 'nucleotide' || hasStrongHit(report)) return '';
  const others = RERUN_DATASETS.filter((id) => id !== request.dataset.id);
  return `<section class="notice" aria-labelledby="no-strong-hit">
<h2 id="no-strong-hit">No hit with an E-value below ${STRONG_EVALUE}</h2>
<p>Nothing in ${escapeHtml(request.dataset.label)} matches this query better than chance would. ${
    request.dataset.id === 'araport11_3utr' ? "The 3' UTRs are only the ends of the transcripts: the same query may match a transcript or the genome." : 'The same query may match in another dataset.'
  }</p>
${others.map((id) => rerunForm(fields, id)).join('\n')}
</section>`;
}
