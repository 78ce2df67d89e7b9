import type { PatmatchField } from './patmatchForm';

/** Element ids of the fields that can hold a problem, so a refused search can move the focus to the first. */
export const FIELD_IDS: Record<PatmatchField, string> = {
  pattern: 'patmatch-pattern',
  minSeqHits: 'patmatch-min-seq-hits',
  maxSeqHits: 'patmatch-max-seq-hits',
};

/** The order the fields appear in, for finding the first problem. */
export const FIELD_ORDER: readonly PatmatchField[] = ['pattern', 'minSeqHits', 'maxSeqHits'];
