// The graphical overview above a query's hit table, as NCBI BLAST and SequenceServer draw it: the query as an axis,
// and one bar per hit showing where its alignments (HSPs) lie on the query, coloured by the hit's best score in
// NCBI's five bands. An SVG group named by its title and described for screen readers (a group, not an image: its
// bars are links); each bar is a link to the hit's alignment and carries its own title (hit, score, E-value, place). Colours are presentation attributes: the page's
// policy allows no style attributes.
import { escapeHtml } from '../shared/html';
import type { ReportHit } from './blastReport';
import { formatEvalue } from './evalueText';
import { hitId } from './hitLinks';

/** NCBI's score bands (bits): below 40, 40-50, 50-80, 80-200, 200 and more. */
export const SCORE_BANDS = [
  { from: 200, label: '≥ 200', colour: '#d62728' },
  { from: 80, label: '80 – 200', colour: '#a0329c' },
  { from: 50, label: '50 – 80', colour: '#2ca02c' },
  { from: 40, label: '40 – 50', colour: '#1f5fbf' },
  { from: -Infinity, label: '< 40', colour: '#303030' },
] as const;

export const scoreColour = (bits: number) => SCORE_BANDS.find((band) => bits >= band.from)!.colour;

/** At most this many bars: the table below lists the rest. */
export const OVERVIEW_BARS = 50;

const WIDTH = 800;
const LEFT = 10;
const RIGHT = 10;
const AXIS_TOP = 44;
const ROW = 12;
const BAR = 8;

/** About five round tick positions from 1 to `length`. */
function ticks(length: number): number[] {
  const rough = length / 5;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const positions = [1];
  for (let position = step; position < length; position += step) if (position - positions[positions.length - 1]! >= step / 2) positions.push(position);
  if (length > 1) positions.push(length);
  return positions;
}

export interface OverviewInput {
  queryNumber: number;
  queryLength: number;
  hits: readonly ReportHit[];
  /** The hit's alignment anchor, or null when its alignment is not shown. */
  anchorOf: (position: number) => string | null;
}

export function hitOverview({ queryNumber, queryLength, hits, anchorOf }: OverviewInput): string {
  if (hits.length === 0 || queryLength <= 0) return '';
  const shown = hits.slice(0, OVERVIEW_BARS);
  const scale = (position: number) => LEFT + ((position - 1) / Math.max(queryLength - 1, 1)) * (WIDTH - LEFT - RIGHT);
  const height = AXIS_TOP + 10 + shown.length * ROW;
  const id = `q${queryNumber}-overview`;
  const legend = SCORE_BANDS.map(
    (band, index) => `<rect x="${LEFT + index * 120}" y="4" width="14" height="10" fill="${band.colour}"/><text x="${LEFT + index * 120 + 18}" y="13" font-size="11">${escapeHtml(band.label)}</text>`,
  ).join('');
  const axis = ticks(queryLength)
    .map((position) => `<line x1="${scale(position).toFixed(1)}" y1="${AXIS_TOP - 4}" x2="${scale(position).toFixed(1)}" y2="${AXIS_TOP}" stroke="#303030"/><text x="${scale(position).toFixed(1)}" y="${AXIS_TOP - 8}" font-size="10" text-anchor="middle">${position}</text>`)
    .join('');
  const bars = shown
    .map((hit, index) => {
      const best = hit.hsps[0];
      if (!best) return '';
      const y = AXIS_TOP + 8 + index * ROW;
      const colour = scoreColour(best.bit_score);
      const rects = hit.hsps
        .map((hsp) => {
          const from = Math.min(hsp.query_from, hsp.query_to);
          const to = Math.max(hsp.query_from, hsp.query_to);
          return `<rect x="${scale(from).toFixed(1)}" y="${y}" width="${Math.max(scale(to) - scale(from), 2).toFixed(1)}" height="${BAR}" fill="${colour}"/>`;
        })
        .join('');
      const places = hit.hsps.map((hsp) => `${Math.min(hsp.query_from, hsp.query_to)}-${Math.max(hsp.query_from, hsp.query_to)}`).join(', ');
      const title = `<title>${escapeHtml(`${index + 1}. ${hitId(hit.title)}: score ${best.bit_score.toFixed(1)} bits, E-value ${formatEvalue(best.evalue)}, query ${places}`)}</title>`;
      const anchor = anchorOf(index + 1);
      return anchor ? `<a href="#${anchor}">${title}${rects}</a>` : `<g>${title}${rects}</g>`;
    })
    .join('\n');
  const summary = `${shown.length} ${shown.length === 1 ? 'hit' : 'hits'}${hits.length > shown.length ? ` of ${hits.length}` : ''} drawn as bars along query ${queryNumber} (positions 1 to ${queryLength}), coloured by score in bits.`;
  return `<figure class="overview">
<svg role="group" aria-labelledby="${id}-title" aria-describedby="${id}-desc" viewBox="0 0 ${WIDTH} ${height}" width="100%" preserveAspectRatio="xMinYMin meet" font-family="system-ui, sans-serif">
<title id="${id}-title">Where the hits of query ${queryNumber} align</title>
<desc id="${id}-desc">${escapeHtml(summary)}</desc>
${legend}
<line x1="${LEFT}" y1="${AXIS_TOP}" x2="${WIDTH - RIGHT}" y2="${AXIS_TOP}" stroke="#303030" stroke-width="2"/>${axis}
${bars}
</svg>
<figcaption>Where each hit aligns on query ${queryNumber}: one bar per hit, in the table's order, coloured by its best score (bits). Select a bar for its alignment.</figcaption>
</figure>`;
}
