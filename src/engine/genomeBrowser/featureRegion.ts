// Where a feature lies, read from a record's values: kept apart from the browser's URL building (genomeBrowserUrl.ts),
// so that a page deciding whether a section has anything to show does not load the browser's track tables.
import { normalizeChromosome, type GenomeChromosome } from '../../../contracts/genome/chromosomes';

export interface GenomeRegion {
  chromosome: GenomeChromosome;
  start: number;
  end: number;
}

/** A chromosome position: a positive whole number, given as a number or a numeric string ('3,631' too). */
export function parsePosition(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/,/g, '') : '';
  if (!/^\d+(\.0+)?$/.test(text)) return undefined;
  const position = Number(text);
  return Number.isSafeInteger(position) && position > 0 ? position : undefined;
}

/** The region a feature occupies, with start ≤ end (reverse-strand features list the larger coordinate first). */
export function featureRegion(chromosome: unknown, start: unknown, end: unknown): GenomeRegion | undefined {
  const name = normalizeChromosome(chromosome);
  const from = parsePosition(start);
  const to = parsePosition(end);
  if (!name || from === undefined || to === undefined) return undefined;
  return { chromosome: name, start: Math.min(from, to), end: Math.max(from, to) };
}
