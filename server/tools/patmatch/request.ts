// The PatMatch form's fields (001 §3.5, §7, §9) read from the posted form into a search request, or the first
// problem found, naming the field. The pattern itself is checked when it is compiled (matcher.ts).
//
// Mismatch kinds: the form ticks all three kinds when mismatch is set above 0 with none ticked (001 §4); a request
// that arrives that way anyway is read the same way, as the form would have sent it. With mismatch 0 the kinds are
// ignored: the search is exact.
import type { EditKinds } from './approximatePattern';
import { patmatchDataset, type PatmatchDataset } from './datasets';
import type { SequenceClass } from '../../../contracts/patmatch/residues';

export const STRANDS = ['Watson', 'Crick', 'both strands'] as const;
export type StrandChoice = (typeof STRANDS)[number];

/** 001 §9: the max hits choices. */
export const MAX_HITS_CHOICES = [25, 50, 100, 200, 500, 1000, 75000, 100000, 150000, 200000, 250000] as const;
export const DEFAULT_MAX_HITS = 75000;
export const MAX_MISMATCHES = 3;
/** 001 §5: hits per sequence are numbers from 1 to 99999; the form's defaults are 1 and 100 (§9). */
export const SEQUENCE_HITS_BOUNDS = { min: 1, max: 99999 } as const;
export const DEFAULT_SEQUENCE_HITS = { min: 1, max: 100 } as const;

export interface PatmatchRequest {
  dataset: PatmatchDataset;
  sequenceClass: SequenceClass;
  pattern: string;
  /** Peptide searches read the sequences as they are: always 'Watson'. */
  strand: StrandChoice;
  maxHits: number;
  mismatches: number;
  kinds: EditKinds;
  minSequenceHits: number;
  maxSequenceHits: number;
}

export class RequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export type FormFields = Record<string, unknown>;

/** One text value of a field; absent or empty gives undefined; a field sent twice is refused. */
function single(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) throw new RequestError(name, `The field ${name} was sent more than once; send it once.`);
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function wholeNumber(fields: FormFields, name: string, description: string, low: number, high: number, fallback: number): number {
  const text = single(fields, name);
  if (text === undefined) return fallback;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(value >= low && value <= high)) throw new RequestError(name, `${description} (${name}) must be a whole number from ${low} to ${high}; it was '${text}'.`);
  return value;
}

function ticked(fields: FormFields, name: string): boolean {
  const text = single(fields, name);
  if (text === undefined || text === 'off') return false;
  if (text === 'on') return true;
  throw new RequestError(name, `The ${name} box (${name}) must be 'on' or 'off'; it was '${text}'.`);
}

export function readPatmatchRequest(fields: FormFields): PatmatchRequest {
  const datasetId = single(fields, 'current_db') ?? single(fields, 'default_db');
  if (datasetId === undefined) throw new RequestError('current_db', 'Choose a sequence database (current_db).');
  const dataset = patmatchDataset(datasetId);
  if (!dataset) throw new RequestError('current_db', `There is no sequence database '${datasetId}' (current_db).`);

  const datasetClass: SequenceClass = dataset.molecule === 'protein' ? 'peptide' : 'nucleotide';
  const sequenceClass = single(fields, 'seq_class') ?? datasetClass;
  if (sequenceClass !== 'nucleotide' && sequenceClass !== 'peptide') {
    throw new RequestError('seq_class', `The sequence type (seq_class) must be nucleotide or peptide; it was '${sequenceClass}'.`);
  }
  if (sequenceClass !== datasetClass) {
    throw new RequestError('seq_class', `A ${sequenceClass} pattern (seq_class) cannot search ${dataset.label}, which holds ${dataset.molecule} sequences.`);
  }

  const pattern = single(fields, 'pat');
  if (pattern === undefined) throw new RequestError('pat', 'Enter a pattern (pat).');
  if (pattern.length > 2000) throw new RequestError('pat', 'The pattern (pat) is longer than 2000 characters.');

  const strandText = single(fields, 'strand') ?? 'both strands';
  if (!(STRANDS as readonly string[]).includes(strandText)) {
    throw new RequestError('strand', `The strand (strand) must be 'Watson', 'Crick' or 'both strands'; it was '${strandText}'.`);
  }
  const strand = sequenceClass === 'peptide' ? 'Watson' : (strandText as StrandChoice);

  const maxHitsText = single(fields, 'maxhits') ?? single(fields, 'max_hits');
  const maxHits = maxHitsText === undefined ? DEFAULT_MAX_HITS : Number(maxHitsText);
  if (!(MAX_HITS_CHOICES as readonly number[]).includes(maxHits) || !/^\d+$/.test(maxHitsText ?? '0')) {
    throw new RequestError('maxhits', `The maximum number of hits (maxhits) must be one of ${MAX_HITS_CHOICES.join(', ')}; it was '${maxHitsText}'.`);
  }

  const mismatches = wholeNumber(fields, 'mismatch', 'The number of mismatches', 0, MAX_MISMATCHES, 0);
  const chosen = { substitution: ticked(fields, 'substitution'), insertion: ticked(fields, 'insertion'), deletion: ticked(fields, 'deletion') };
  const noneTicked = !chosen.substitution && !chosen.insertion && !chosen.deletion;
  const kinds = mismatches > 0 && noneTicked ? { substitution: true, insertion: true, deletion: true } : chosen;

  const minSequenceHits = wholeNumber(fields, 'min_seq_hits', 'The minimum hits per sequence', SEQUENCE_HITS_BOUNDS.min, SEQUENCE_HITS_BOUNDS.max, DEFAULT_SEQUENCE_HITS.min);
  const maxSequenceHits = wholeNumber(fields, 'max_seq_hits', 'The maximum hits per sequence', SEQUENCE_HITS_BOUNDS.min, SEQUENCE_HITS_BOUNDS.max, DEFAULT_SEQUENCE_HITS.max);
  if (minSequenceHits > maxSequenceHits) {
    throw new RequestError('min_seq_hits', `The minimum hits per sequence (min_seq_hits, ${minSequenceHits}) is larger than the maximum (max_seq_hits, ${maxSequenceHits}).`);
  }
  return { dataset, sequenceClass, pattern, strand, maxHits, mismatches, kinds, minSequenceHits, maxSequenceHits };
}
