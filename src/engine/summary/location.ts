// Where a record lies on the genome, in the notation researchers paste into genome browsers ('Chr1:3,631–5,899'),
// with the strand and length said in words.
import type { SummaryStrand } from '../config/summaryFormat';
import { getByPath } from '../paths';
import { fillText } from '../templates';
import { readSource } from './readSource';

export type Strand = 'forward' | 'reverse';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const position = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** The Arabidopsis genome names its chromosomes Chr1–Chr5, ChrC and ChrM; a bare '1' or 'M' gets the prefix. */
export function chromosomeName(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^(\d+|[CM])$/i.test(text) ? `Chr${text.toUpperCase()}` : text;
}

/** 002 §3: orientation F is forward and R reverse; '+' / '-' and the words themselves are read too. */
export function strandOf(value: unknown): Strand | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'f' || text === '+' || text === 'forward') return 'forward';
  if (text === 'r' || text === '-' || text === 'reverse') return 'reverse';
  return undefined;
}

/** Features are written from 5′ to 3′ (as the gene structure reads them): a start after the end is the reverse strand. */
function strandOfFeatures(features: unknown): Strand | undefined {
  if (!Array.isArray(features)) return undefined;
  for (const feature of features) {
    const start = position(getByPath(feature, 'startPosition'));
    const end = position(getByPath(feature, 'endPosition'));
    if (start !== undefined && end !== undefined && start !== end) return start > end ? 'reverse' : 'forward';
  }
  return undefined;
}

export function readStrand(strand: SummaryStrand, record: unknown): Strand | undefined {
  if ('featureDirection' in strand) return strandOfFeatures(getByPath(record, strand.featureDirection));
  for (const element of readSource(strand, record)) {
    const found = strandOf(strand.text ? fillText(strand.text, { item: element, record }) : element);
    if (found) return found;
  }
  return undefined;
}

/** 'Chr1:3,631–5,899 (forward strand, 2,269 bp)', or as much of it as is known; '' when nothing is. */
export function formatLocation({ chromosome, start, end, strand }: { chromosome: unknown; start: unknown; end: unknown; strand: Strand | undefined }): string {
  const name = chromosomeName(chromosome);
  const from = position(start);
  const to = position(end);
  const span = from !== undefined && to !== undefined ? ([Math.min(from, to), Math.max(from, to)] as const) : undefined;
  const range = span ? `${grouped.format(span[0])}–${grouped.format(span[1])}` : '';
  const place = name && range ? `${name}:${range}` : name || range;
  if (!place) return '';
  const details = [strand && `${strand} strand`, span && `${grouped.format(span[1] - span[0] + 1)} bp`].filter(Boolean);
  return details.length > 0 ? `${place} (${details.join(', ')})` : place;
}
