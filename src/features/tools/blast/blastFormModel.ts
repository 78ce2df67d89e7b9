import { BLAST_DATASETS, CDNA_DATASET, DEFAULT_DATASET, type BlastDataset } from './blastDatasets';
import {
  EXPECTATION_CHOICES,
  EXTEND_PENALTY_CHOICES,
  EXTENSION_THRESHOLD_CHOICES,
  GENETIC_CODE_CHOICES,
  MATRIX_CHOICES,
  MAX_ALIGNMENTS_CHOICES,
  MAX_SCORES_CHOICES,
  NUCLEIC_MATCH_CHOICES,
  NUCLEIC_MISMATCH_CHOICES,
  OPEN_PENALTY_CHOICES,
  QUERY_INPUT_CHOICES,
  REPLY_FORMAT_CHOICES,
  REPLY_VIA_CHOICES,
  wordSizeChoices,
  type Choice,
} from './blastChoices';
import { blastProgram, isBlastProgram, type BlastProgramId } from './blastPrograms';
import { locusIdsProblem, replyToProblem, sequenceProblem } from './blastQueryCheck';

// The BLAST form's state and the rules of 001 §4: the program decides the datasets and the matrix; Reset restores
// the defaults of 001 §9. Field names are those the tools service reads (001 §3.4).

export interface BlastFormValues {
  algorithm: BlastProgramId;
  BlastTargetSet: string;
  /** seq: QueryText is a sequence; locus: QueryText lists locus or gene model ids whose sequences are the query. */
  textbox: 'seq' | 'locus';
  QueryText: string;
  /** Sent as T or F. */
  QueryFilter: boolean;
  Matrix: string;
  MaxScores: string;
  MaxAlignments: string;
  NucleicMismatch: string;
  NucleicMatch: string;
  OpenPenalty: string;
  ExtendPenalty: string;
  ExtensionThreshold: string;
  WordSize: string;
  Expectation: string;
  QueryGeneticCode: string;
  /** Sent as T or F. */
  GappedAlignment: boolean;
  Comment: string;
  ReplyTo: string;
  ReplyFormat: 'HTML' | 'TEXT';
  ReplyVia: 'BROWSER' | 'EMAIL-MESSAGE';
}

/** The datasets a program can search: those of the molecule it searches, in the list's order. */
export function datasetsForProgram(program: BlastProgramId): BlastDataset[] {
  const { target } = blastProgram(program);
  return BLAST_DATASETS.filter((dataset) => dataset.molecule === target);
}

/** 001 §4: the dataset a program change selects, the first the program can search. */
export function firstDatasetFor(program: BlastProgramId): string {
  return datasetsForProgram(program)[0]!.id;
}

/** 001 §4: blosum62 for blastp and tblastn, otherwise empty (the program's own default). */
export function matrixForProgram(program: BlastProgramId): string {
  return program === 'blastp' || program === 'tblastn' ? 'blosum62' : '';
}

/** 001 §9 defaults; the low-complexity filter is on, as BLAST's own default is. */
export const BLAST_DEFAULTS: BlastFormValues = {
  algorithm: 'blastn',
  BlastTargetSet: DEFAULT_DATASET,
  textbox: 'seq',
  QueryText: '',
  QueryFilter: true,
  Matrix: matrixForProgram('blastn'),
  MaxScores: '100',
  MaxAlignments: '50',
  NucleicMismatch: '-3',
  NucleicMatch: '2',
  OpenPenalty: '0',
  ExtendPenalty: '0',
  ExtensionThreshold: '0',
  WordSize: '0',
  Expectation: '10',
  QueryGeneticCode: '1',
  GappedAlignment: true,
  Comment: '',
  ReplyTo: '',
  ReplyFormat: 'HTML',
  ReplyVia: 'BROWSER',
};

/**
 * 001 §4: a program change selects the first dataset it can search and its matrix; a word size the new program
 * cannot use goes back to the program's default.
 */
export function withProgram(values: BlastFormValues, program: BlastProgramId): BlastFormValues {
  const wordSizeFits = wordSizeChoices(program).some((choice) => choice.value === values.WordSize);
  return {
    ...values,
    algorithm: program,
    BlastTargetSet: firstDatasetFor(program),
    Matrix: matrixForProgram(program),
    WordSize: wordSizeFits ? values.WordSize : '0',
  };
}

/** What the page's address asks for (001 §2.6): the form's starting values and the sequence to fill in later. */
export interface BlastPrefill {
  values: BlastFormValues;
  /** Filled into the query 500 ms after the page opens (001 §9 prefill delay); absent when not given. */
  sequence?: string;
}

/**
 * sequence_type=protein selects blastp (and so its first dataset and blosum62); sequence_type=sequence keeps blastn
 * and selects the cDNA dataset. Any other value is ignored.
 */
export function prefillFromQuery(params: URLSearchParams): BlastPrefill {
  const sequenceType = params.get('sequence_type');
  let values = BLAST_DEFAULTS;
  if (sequenceType === 'protein') values = withProgram(BLAST_DEFAULTS, 'blastp');
  else if (sequenceType === 'sequence') values = { ...BLAST_DEFAULTS, BlastTargetSet: CDNA_DATASET };
  values = withFieldsFromAddress(values, params);
  const sequence = params.get('sequence')?.trim();
  return sequence ? { values, sequence } : { values };
}

/** The selects whose values an address may set, each with the choices it offers for a program. */
const SELECT_FIELDS: Partial<Record<keyof BlastFormValues, (program: BlastProgramId) => Choice[]>> = {
  textbox: () => QUERY_INPUT_CHOICES,
  Matrix: () => MATRIX_CHOICES,
  MaxScores: () => MAX_SCORES_CHOICES,
  MaxAlignments: () => MAX_ALIGNMENTS_CHOICES,
  NucleicMismatch: () => NUCLEIC_MISMATCH_CHOICES,
  NucleicMatch: () => NUCLEIC_MATCH_CHOICES,
  OpenPenalty: () => OPEN_PENALTY_CHOICES,
  ExtendPenalty: () => EXTEND_PENALTY_CHOICES,
  ExtensionThreshold: () => EXTENSION_THRESHOLD_CHOICES,
  WordSize: wordSizeChoices,
  Expectation: () => EXPECTATION_CHOICES,
  QueryGeneticCode: () => GENETIC_CODE_CHOICES,
  ReplyFormat: () => REPLY_FORMAT_CHOICES,
  ReplyVia: () => REPLY_VIA_CHOICES,
};

/**
 * The form's own field names in the address (a results page's link back to the form, a rerun): algorithm, then
 * BlastTargetSet when that program can search it, the selects when they offer the value, the tick boxes as T or F,
 * Comment and ReplyTo as written. A value the form cannot show is ignored.
 */
function withFieldsFromAddress(start: BlastFormValues, params: URLSearchParams): BlastFormValues {
  const program = params.get('algorithm');
  // Another program resets the dataset and matrix (001 §4); the same program keeps them.
  const values = isBlastProgram(program) && program !== start.algorithm ? withProgram(start, program) : { ...start };
  const dataset = params.get('BlastTargetSet');
  if (dataset && datasetsForProgram(values.algorithm).some((candidate) => candidate.id === dataset)) values.BlastTargetSet = dataset;
  for (const [field, choices] of Object.entries(SELECT_FIELDS) as [keyof BlastFormValues, (program: BlastProgramId) => Choice[]][]) {
    const value = params.get(field);
    if (value !== null && choices(values.algorithm).some((choice) => choice.value === value)) Object.assign(values, { [field]: value });
  }
  for (const field of ['QueryFilter', 'GappedAlignment'] as const) {
    const value = params.get(field)?.toUpperCase();
    if (value === 'T' || value === 'F') values[field] = value === 'T';
  }
  for (const field of ['Comment', 'ReplyTo'] as const) values[field] = params.get(field) ?? values[field];
  return values;
}

/** The T/F the tools service reads for a tick box (001 §3.4). */
export const flag = (on: boolean): 'T' | 'F' => (on ? 'T' : 'F');

/** The fields that cannot be sent as they are, each with the sentence saying why (in the form's order). */
export type BlastProblems = Partial<Record<'QueryText' | 'ReplyTo', string>>;

export function blastFormProblems(values: BlastFormValues): BlastProblems {
  const query = values.textbox === 'locus' ? locusIdsProblem(values.QueryText) : sequenceProblem(values.QueryText, values.algorithm);
  const replyTo = replyToProblem(values.ReplyTo, values.ReplyVia);
  return { ...(query ? { QueryText: query } : {}), ...(replyTo ? { ReplyTo: replyTo } : {}) };
}
