// One HSP as the pairwise lines researchers know from BLAST: 60 columns a block, Query, identities and Sbjct lines
// with the first and last position of each. A translated side (blastx and tblastx queries, tblastn and tblastx
// subjects) advances three bases per residue; a minus strand or frame counts down.
import type { Hsp } from './blastReport';

const WIDTH = 60;

interface Side {
  position: number;
  direction: 1 | -1;
  step: 1 | 3;
}

function advance(side: Side, residues: string): { from: number; to: number } {
  const count = residues.replace(/-/g, '').length;
  const from = side.position;
  const to = count === 0 ? from : from + side.direction * (count * side.step - 1);
  if (count > 0) side.position = to + side.direction;
  return { from, to };
}

export function alignmentLines(hsp: Hsp, queryTranslated: boolean, subjectTranslated: boolean): string {
  const query: Side = { position: hsp.query_from, direction: hsp.query_to < hsp.query_from ? -1 : 1, step: queryTranslated ? 3 : 1 };
  const subject: Side = { position: hsp.hit_from, direction: hsp.hit_to < hsp.hit_from ? -1 : 1, step: subjectTranslated ? 3 : 1 };
  // Minus-strand translated frames are reported low-to-high; the residues then run from the high end down.
  if (queryTranslated && (hsp.query_frame ?? 1) < 0) Object.assign(query, { position: Math.max(hsp.query_from, hsp.query_to), direction: -1 });
  if (subjectTranslated && (hsp.hit_frame ?? 1) < 0) Object.assign(subject, { position: Math.max(hsp.hit_from, hsp.hit_to), direction: -1 });
  const labelWidth = String(Math.max(hsp.query_from, hsp.query_to, hsp.hit_from, hsp.hit_to)).length;
  const blocks: string[] = [];
  for (let column = 0; column < hsp.qseq.length; column += WIDTH) {
    const q = hsp.qseq.slice(column, column + WIDTH);
    const s = hsp.hseq.slice(column, column + WIDTH);
    const middle = hsp.midline.slice(column, column + WIDTH);
    const qPlace = advance(query, q);
    const sPlace = advance(subject, s);
    blocks.push(
      [
        `Query  ${String(qPlace.from).padEnd(labelWidth)}  ${q}  ${qPlace.to}`,
        `       ${' '.repeat(labelWidth)}  ${middle}`,
        `Sbjct  ${String(sPlace.from).padEnd(labelWidth)}  ${s}  ${sPlace.to}`,
      ].join('\n'),
    );
  }
  return blocks.join('\n\n');
}
