// The BLAST form's fields (001 §3.4, tools contract) read and checked: every value the search will use, or a
// BlastInputError naming the field and the problem in a sentence (answered as a 400 page). A field left out takes
// the form's default (001 §9), so a script can post just a program, a dataset and a query; '0 (use default)'
// fields (penalties, threshold, word size) leave the BLAST+ option out.
import { BLAST_PROGRAMS, PROGRAM_MOLECULES, blastDataset, type BlastDataset, type BlastProgram } from './datasets';

export class BlastInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'BlastInputError';
  }
}

export const BLAST_MATRICES = ['blosum45', 'blosum50', 'blosum62', 'blosum80', 'blosum90', 'pam30', 'pam70', 'pam250'] as const;
/** 001 §9: genetic codes 1-6 and 9-15. */
export const GENETIC_CODES = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15] as const;
export const DEFAULT_DATASET_ID = 'araport11_3utr';
export const MAX_COMMENT_LENGTH = 1_000;

export interface BlastRequest {
  program: BlastProgram;
  dataset: BlastDataset;
  /** 'seq': QueryText is sequence or FASTA; 'locus': QueryText holds AGI locus or gene ids. */
  queryKind: 'seq' | 'locus';
  queryText: string;
  filter: boolean;
  /** BLAST+'s name (BLOSUM62), or null for the program's default; never set for blastn. */
  matrix: string | null;
  maxScores: number;
  maxAlignments: number;
  nucleicMismatch: number;
  nucleicMatch: number;
  /** null: the program's default (the form's '0 (use default)'). */
  gapOpen: number | null;
  gapExtend: number | null;
  threshold: number | null;
  wordSize: number | null;
  expectation: number;
  geneticCode: number;
  gapped: boolean;
  comment: string;
  replyTo: string;
  replyFormat: 'HTML' | 'TEXT';
  replyVia: 'BROWSER' | 'EMAIL-MESSAGE';
}

export type FormBody = Record<string, unknown>;

/** The field's text, or undefined when it was not sent; a field sent twice is a mistake worth naming. */
function textField(body: FormBody, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) throw new BlastInputError(name, `${name} was sent more than once; send one value.`);
  if (typeof value !== 'string') throw new BlastInputError(name, `${name} must be text.`);
  return value;
}

function choice<T extends string>(body: FormBody, name: string, choices: readonly T[], fallback: T, caseless = false): T {
  const raw = textField(body, name)?.trim();
  if (raw === undefined || raw === '') return fallback;
  const found = choices.find((option) => (caseless ? option.toLowerCase() === raw.toLowerCase() : option === raw));
  if (found === undefined) throw new BlastInputError(name, `${name} must be one of ${choices.join(', ')}, not "${raw}".`);
  return found;
}

interface NumberRule {
  min: number;
  max: number;
  fallback: number;
  integer?: boolean;
}

function numberField(body: FormBody, name: string, { min, max, fallback, integer = true }: NumberRule): number {
  const raw = textField(body, name)?.trim();
  if (raw === undefined || raw === '') return fallback;
  // The form's "0 (use default)" options may be sent with their label.
  const text = raw.replace(/\s*\(use default\)$/i, '');
  const value = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
  const kind = integer ? 'a whole number' : 'a number';
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
    throw new BlastInputError(name, `${name} must be ${kind} from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

/** A '0 (use default)' field: 0 (or nothing) leaves the option out. */
function optionalNumber(body: FormBody, name: string, rule: Omit<NumberRule, 'fallback'>): number | null {
  const value = numberField(body, name, { ...rule, min: Math.min(0, rule.min), fallback: 0 });
  if (value === 0) return null;
  if (value < rule.min) throw new BlastInputError(name, `${name} must be 0 (use default) or from ${rule.min} to ${rule.max}, not "${value}".`);
  return value;
}

function flag(body: FormBody, name: string, fallback: boolean): boolean {
  return choice(body, name, ['T', 'F'], fallback ? 'T' : 'F', true) === 'T';
}

export function readBlastRequest(body: FormBody): BlastRequest {
  const program = choice(body, 'algorithm', BLAST_PROGRAMS, 'blastn', true);
  const datasetId = textField(body, 'BlastTargetSet')?.trim() || textField(body, 'default_db')?.trim() || DEFAULT_DATASET_ID;
  const dataset = blastDataset(datasetId);
  if (!dataset) throw new BlastInputError('BlastTargetSet', `There is no dataset "${datasetId}" to search.`);
  const searches = PROGRAM_MOLECULES[program].database;
  if (dataset.molecule !== searches) {
    throw new BlastInputError(
      'BlastTargetSet',
      `${program} searches ${searches} datasets, and ${dataset.label} is a ${dataset.molecule} dataset: choose a ${searches} dataset or another program.`,
    );
  }
  const nucleotideSearch = program === 'blastn';
  const matrix = choice(body, 'Matrix', BLAST_MATRICES, 'blosum62', true);
  const matrixSent = Boolean(textField(body, 'Matrix')?.trim());
  const comment = textField(body, 'Comment') ?? '';
  if (comment.length > MAX_COMMENT_LENGTH) throw new BlastInputError('Comment', `Comment must be at most ${MAX_COMMENT_LENGTH.toLocaleString('en-US')} characters.`);
  return {
    program,
    dataset,
    queryKind: choice(body, 'textbox', ['seq', 'locus'], 'seq', true),
    queryText: textField(body, 'QueryText') ?? '',
    filter: flag(body, 'QueryFilter', true),
    // 001 §4: blastn has no matrix; the protein programs use the one chosen, or BLOSUM62.
    matrix: nucleotideSearch || !matrixSent ? null : matrix.toUpperCase(),
    maxScores: numberField(body, 'MaxScores', { min: 1, max: 1000, fallback: 100 }),
    maxAlignments: numberField(body, 'MaxAlignments', { min: 0, max: 1000, fallback: 50 }),
    nucleicMismatch: numberField(body, 'NucleicMismatch', { min: -10, max: -1, fallback: -3 }),
    nucleicMatch: numberField(body, 'NucleicMatch', { min: 1, max: 10, fallback: 2 }),
    gapOpen: optionalNumber(body, 'OpenPenalty', { min: 1, max: 100 }),
    gapExtend: optionalNumber(body, 'ExtendPenalty', { min: 1, max: 100 }),
    threshold: optionalNumber(body, 'ExtensionThreshold', { min: 1, max: 1000 }),
    wordSize: nucleotideSearch ? optionalNumber(body, 'WordSize', { min: 4, max: 64 }) : optionalNumber(body, 'WordSize', { min: 2, max: 7 }),
    expectation: numberField(body, 'Expectation', { min: 1e-300, max: 1000, fallback: 10, integer: false }),
    geneticCode: geneticCode(body),
    gapped: flag(body, 'GappedAlignment', true),
    comment,
    replyTo: textField(body, 'ReplyTo')?.trim() ?? '',
    replyFormat: choice(body, 'ReplyFormat', ['HTML', 'TEXT'], 'HTML', true),
    replyVia: choice(body, 'ReplyVia', ['BROWSER', 'EMAIL-MESSAGE'], 'BROWSER', true),
  };
}

function geneticCode(body: FormBody): number {
  const code = numberField(body, 'QueryGeneticCode', { min: 1, max: 15, fallback: 1 });
  if (!(GENETIC_CODES as readonly number[]).includes(code)) {
    throw new BlastInputError('QueryGeneticCode', `QueryGeneticCode must be one of the genetic codes ${GENETIC_CODES.join(', ')}, not "${code}".`);
  }
  return code;
}

/** The reply format asked for, read leniently so that even a refused request answers in the format wanted. */
export function requestedReplyFormat(body: FormBody): 'HTML' | 'TEXT' {
  const value = body.ReplyFormat;
  return typeof value === 'string' && value.trim().toUpperCase() === 'TEXT' ? 'TEXT' : 'HTML';
}
