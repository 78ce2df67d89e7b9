// The PatMatch form's values, defaults and choices (001 §3.5, §9) and its rules as pure functions: the coupling of
// mismatch and mismatch kinds and the change of sequence type (§4), and the bounds of §5.
import { firstDatabaseOf, type SequenceClass } from './patmatchDatabases';
import { checkPattern } from './patternCheck';

export const STRANDS = [
  { value: 'both strands', label: 'Both strands' },
  { value: 'Watson', label: 'Watson strand only' },
  { value: 'Crick', label: 'Crick strand only' },
] as const;
export type Strand = (typeof STRANDS)[number]['value'];

export const MAX_HITS_CHOICES = [25, 50, 100, 200, 500, 1000, 75000, 100000, 150000, 200000, 250000] as const;
export const MISMATCH_CHOICES = [0, 1, 2, 3] as const;
export type Mismatch = (typeof MISMATCH_CHOICES)[number];

export const MISMATCH_KINDS = ['insertion', 'deletion', 'substitution'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/** 001 §5: hits per sequence are whole numbers in this range. */
export const SEQ_HITS_MIN = 1;
export const SEQ_HITS_MAX = 99999;

export interface PatmatchValues {
  sequenceClass: SequenceClass;
  database: string;
  pattern: string;
  strand: Strand;
  maxHits: number;
  mismatch: Mismatch;
  kinds: Record<MismatchKind, boolean>;
  /** Kept as typed, so a half-typed number is not rewritten under the cursor. */
  minSeqHits: string;
  maxSeqHits: string;
}

const NO_KINDS: Record<MismatchKind, boolean> = { insertion: false, deletion: false, substitution: false };
const ALL_KINDS: Record<MismatchKind, boolean> = { insertion: true, deletion: true, substitution: true };

/** 001 §9: nucleotide patterns first, both strands, 75,000 hits, no mismatch, 1 to 100 hits per sequence. */
export const defaultPatmatchValues = (): PatmatchValues => ({
  sequenceClass: 'nucleotide',
  database: firstDatabaseOf('nucleotide'),
  pattern: '',
  strand: 'both strands',
  maxHits: 75000,
  mismatch: 0,
  kinds: NO_KINDS,
  minSeqHits: '1',
  maxSeqHits: '100',
});

/** 001 §4: a new sequence type selects the first database of that type. */
export const changeSequenceClass = (values: PatmatchValues, sequenceClass: SequenceClass): PatmatchValues =>
  sequenceClass === values.sequenceClass ? values : { ...values, sequenceClass, database: firstDatabaseOf(sequenceClass) };

/** 001 §4: mismatch above 0 with no kind ticked ticks all three; mismatch 0 clears them all. */
export function changeMismatch(values: PatmatchValues, mismatch: Mismatch): PatmatchValues {
  if (mismatch === 0) return { ...values, mismatch, kinds: NO_KINDS };
  const anyTicked = MISMATCH_KINDS.some((kind) => values.kinds[kind]);
  return { ...values, mismatch, kinds: anyTicked ? values.kinds : ALL_KINDS };
}

/** 001 §4: ticking a kind while mismatch is 0 makes it 1; unticking the last kind sets mismatch to 0. */
export function toggleMismatchKind(values: PatmatchValues, kind: MismatchKind, ticked: boolean): PatmatchValues {
  const kinds = { ...values.kinds, [kind]: ticked };
  const anyTicked = MISMATCH_KINDS.some((each) => kinds[each]);
  if (!anyTicked) return { ...values, kinds, mismatch: 0 };
  return { ...values, kinds, mismatch: ticked && values.mismatch === 0 ? 1 : values.mismatch };
}

/** A hits-per-sequence number as typed, or a sentence saying what is wrong with it. */
export function readSeqHits(text: string, label: string): { value: number } | { message: string } {
  const trimmed = text.trim();
  const value = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!(value >= SEQ_HITS_MIN && value <= SEQ_HITS_MAX)) {
    return { message: `${label} must be a whole number from ${SEQ_HITS_MIN} to ${SEQ_HITS_MAX}.` };
  }
  return { value };
}

export type PatmatchField = 'pattern' | 'minSeqHits' | 'maxSeqHits';
export type PatmatchProblems = Partial<Record<PatmatchField, string>>;

export const MIN_SEQ_HITS_LABEL = 'Minimum hits per sequence';
export const MAX_SEQ_HITS_LABEL = 'Maximum hits per sequence';

/** Every problem of the form (001 §5), by field; empty when the search can start. */
export function patmatchProblems(values: PatmatchValues): PatmatchProblems {
  const problems: PatmatchProblems = {};
  const pattern = checkPattern(values.pattern, values.sequenceClass, values.mismatch);
  if (!pattern.ok) problems.pattern = pattern.message;
  const min = readSeqHits(values.minSeqHits, MIN_SEQ_HITS_LABEL);
  const max = readSeqHits(values.maxSeqHits, MAX_SEQ_HITS_LABEL);
  if ('message' in min) problems.minSeqHits = min.message;
  if ('message' in max) problems.maxSeqHits = max.message;
  if ('value' in min && 'value' in max && min.value > max.value) {
    problems.maxSeqHits = `${MAX_SEQ_HITS_LABEL} (${max.value}) must not be less than the minimum (${min.value}).`;
  }
  return problems;
}

/** The fields the tools service reads (001 §7), by name, as the form posts them. */
export function patmatchFields(values: PatmatchValues): Record<string, string> {
  const pattern = checkPattern(values.pattern, values.sequenceClass, values.mismatch);
  const onOff = (kind: MismatchKind) => (values.kinds[kind] ? 'on' : 'off');
  return {
    // The database a search of this sequence type starts from; the service falls back to it without current_db.
    default_db: firstDatabaseOf(values.sequenceClass),
    current_db: values.database,
    seq_class: values.sequenceClass,
    pat: pattern.ok ? pattern.pattern : values.pattern.trim(),
    strand: values.strand,
    maxhits: String(values.maxHits),
    mismatch: String(values.mismatch),
    min_seq_hits: values.minSeqHits.trim(),
    max_seq_hits: values.maxSeqHits.trim(),
    insertion: onOff('insertion'),
    deletion: onOff('deletion'),
    substitution: onOff('substitution'),
  };
}
