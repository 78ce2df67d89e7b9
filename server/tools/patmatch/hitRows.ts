// The rows of the PatMatch hit table, one per hit: made where the hits are (a worker thread), so that the request
// thread only passes their bytes on (packedRows.ts, resultsPage.ts). Every value from the data is escaped.
import { escapeHtml } from '../shared/html';
import type { PatmatchHit, SearchOptions, SequenceEntry } from './search';

/** The table's optional columns: the strand for nucleotide searches, the number of edits for searches with mismatches. */
export interface HitColumns {
  nucleotide: boolean;
  withEdits: boolean;
}

export const hitColumns = (options: Pick<SearchOptions, 'sequenceClass' | 'mismatches'>): HitColumns => ({
  nucleotide: options.sequenceClass === 'nucleotide',
  withEdits: options.mismatches > 0,
});

export const hitTableHeadings = ({ nucleotide, withEdits }: HitColumns): string[] => [
  'Sequence',
  'Description',
  ...(nucleotide ? ['Strand'] : []),
  'Start',
  'End',
  'Matched sequence',
  ...(withEdits ? ['Mismatches'] : []),
];

/** A sequence's name and description cells: made once a sequence, since a chromosome may have tens of thousands of hits. */
export function sequenceCells(sequence: SequenceEntry): string {
  const name = sequence.link ? `<a href="${escapeHtml(sequence.link)}">${escapeHtml(sequence.name)}</a>` : escapeHtml(sequence.name);
  return `<td>${name}</td><td>${escapeHtml(sequence.description)}</td>`;
}

const MARKS: Readonly<Record<string, string>> = { s: 'substitution', i: 'insertion', d: 'deletion' };

/** The matched residues, each edited one marked (and named for screen readers by its title). */
function matchedResidues(hit: Pick<PatmatchHit, 'text' | 'alignment'>): string {
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

const number = (value: number) => `<td class="number">${value}</td>`;

/** One hit's row; `cells` are its sequence's (sequenceCells). */
export function hitRow(hit: Omit<PatmatchHit, 'sequence'>, cells: string, { nucleotide, withEdits }: HitColumns): string {
  return `<tr>${cells}${nucleotide ? `<td>${hit.strand}</td>` : ''}${number(hit.start)}${number(hit.end)}<td>${matchedResidues(hit)}</td>${withEdits ? number(hit.edits) : ''}</tr>`;
}
