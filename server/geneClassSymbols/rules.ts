// What a gene class symbol submission may hold (001 §3.6, §5), checked on the server whatever the form did:
// the symbol rule, the required fields, the phenotype class of the mutant type, and the shape of the comments.
// Whom it is from is the login's account, and the loci and publications it cites are records named as the records
// name them (submitters.ts, citations.ts): what the form says about either is not taken.
// The accepted values and the JSON shapes are written down in docs/gene-symbols.md.
import * as z from 'zod';

/** 001 §5: 2-5 letters A-Z, not starting with AT (upper-cased before the check, as the form does). */
export const SYMBOL_PATTERN = /^(?!AT)[A-Z]{2,5}$/;
export const INVALID_SYMBOL = 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".';
export const EMPTY_SYMBOL_TYPE = 'Symbol type cannot be empty.';

/**
 * The symbol types of the form: a symbol named after a mutant phenotype, or after a gene product. The browse table
 * shows the first as P and the second as G (002 §2.1: its Type column shows T as P, anything else as G).
 */
export const SYMBOL_TYPES = ['mutant', 'gene_product'] as const;
export type SymbolType = (typeof SYMBOL_TYPES)[number];

/** numberOfAssociatedLoci (001 §3.6): 1 describes one gene, 2 more than one, 3 unknown. */
export const ASSOCIATED_LOCI_CHOICES = [1, 2, 3] as const;

/** Submission statuses; pending until a curator decides. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

const TEXT_MAX = 200;
const LONG_TEXT_MAX = 4000;
const LIST_MAX = 50;

const requiredText = (label: string, max = TEXT_MAX) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An id as the search rows give it: a number or its text. */
const NOT_A_RECORD_ID = 'A listed locus or publication needs its record id.';
const recordId = z
  .union([z.number().int(NOT_A_RECORD_ID).nonnegative(NOT_A_RECORD_ID), z.string().trim().regex(/^[0-9]{1,18}$/, NOT_A_RECORD_ID)], { error: NOT_A_RECORD_ID })
  .transform(String);

export const symbolSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Gene class symbol is required.' : 'Gene class symbol must be text.') })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => SYMBOL_PATTERN.test(value), INVALID_SYMBOL);

export const symbolTypeSchema = z.enum(SYMBOL_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? EMPTY_SYMBOL_TYPE : `symbolType must be one of ${SYMBOL_TYPES.join(', ')}.`),
});

/**
 * What a picker row showed of a cited record (the locus's AGI code and symbol, the publication's title and year):
 * accepted and not kept, the record's own are (citations.ts). Only the key is taken.
 */
const shown = z.unknown().optional();
export const associatedLocusSchema = z.strictObject({ id: recordId, name: shown, symbol: shown }).transform(({ id }) => ({ id }));
export const publicationSchema = z.strictObject({ id: recordId, title: shown, year: shown }).transform(({ id }) => ({ id }));

/** 001 §3.6: the comment text plus the associated loci and publications, by their keys. Seen by curators only. */
export const commentsSchema = z.strictObject({
  text: optionalText('Comments', LONG_TEXT_MAX),
  loci: z.array(associatedLocusSchema).max(LIST_MAX, `At most ${LIST_MAX} loci can be listed.`).default([]),
  publications: z.array(publicationSchema).max(LIST_MAX, `At most ${LIST_MAX} publications can be listed.`).default([]),
});
export type CitedKeys = z.infer<typeof commentsSchema>;

/** The comments as stored and shown to curators: the cited records named as the records name them. */
export interface SubmissionComments {
  text: string | null;
  /** name: the AGI code; symbol: the locus's first symbol. */
  loci: { id: string; name: string; symbol: string | null }[];
  publications: { id: string; title: string; year: number | null }[];
}

/** Who submitted, as their account says (submitters.ts). */
export interface SubmitterInfo {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  institution: string | null;
}

const EMPTY_COMMENTS: CitedKeys = { text: null, loci: [], publications: [] };

/** The fields of a symbol a submitter writes and a curator may change before approving. */
const symbolFields = {
  geneClassSymbol: symbolSchema,
  symbolType: symbolTypeSchema,
  fullName: requiredText('Full name'),
  phenotypeClass: optionalText('Phenotype class', TEXT_MAX),
  additionalDetails: optionalText('Additional details', LONG_TEXT_MAX),
  numberOfAssociatedLoci: z.union([z.literal(1), z.literal(2), z.literal(3), z.enum(['1', '2', '3']).transform(Number)], {
    error: (issue) => (issue.input === undefined ? 'Number of associated loci is required.' : 'Number of associated loci must be 1, 2 or 3.'),
  }),
};

/** 001 §5: the phenotype class is required for the mutant type. */
const phenotypeClassRule = <T extends { symbolType: SymbolType; phenotypeClass: string | null }>(value: T, context: z.RefinementCtx) => {
  if (value.symbolType === 'mutant' && !value.phenotypeClass) {
    context.addIssue({ code: 'custom', path: ['phenotypeClass'], message: 'Phenotype class is required for a mutant symbol.' });
  }
};

/**
 * POST gene_class_symbol/updateGeneSymbolClass. submitterInfo and communityId (001 §3.6) are accepted and ignored:
 * the login's account says who submits, so no member can submit in another's name.
 */
export const submissionPayload = z
  .strictObject({
    ...symbolFields,
    comments: z.union([z.string().transform((text) => ({ ...EMPTY_COMMENTS, text: text.trim() || null })), commentsSchema]).nullish(),
    submitterInfo: z.unknown().optional(),
    communityId: z.unknown().optional(),
  })
  .superRefine(phenotypeClassRule)
  .transform(({ communityId: _community, submitterInfo: _submitter, comments, ...fields }) => ({
    ...fields,
    phenotypeClass: fields.symbolType === 'mutant' ? fields.phenotypeClass : null,
    comments: comments ?? EMPTY_COMMENTS,
  }));
export type Submission = z.infer<typeof submissionPayload>;

/** A curator's decision. 'change' approves with the given fields changed; 'reject' needs a reason. */
export const decisionPayload = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('approve') }),
    z.strictObject({
      decision: z.literal('change'),
      changes: z.strictObject(symbolFields).partial(),
    }),
    z.strictObject({ decision: z.literal('reject'), reason: requiredText('A reason', LONG_TEXT_MAX) }),
  ],
  { error: 'decision must be approve, change or reject.' },
);
export type Decision = z.infer<typeof decisionPayload>;

/** The symbol fields after a change, checked as a whole (the phenotype class rule spans two fields). */
export const changedFields = z.object(symbolFields).superRefine(phenotypeClassRule);
export type SymbolFields = z.infer<typeof changedFields>;

/** The first issue of a failed parse as the 400 body the account calls give: { error, field }. */
export function fieldErrorOf(error: z.ZodError, root: string): { error: string; field: string } {
  const issue = error.issues[0];
  if (!issue) return { error: `The ${root} is not valid.`, field: root };
  if (issue.code === 'unrecognized_keys') {
    const field = [...issue.path, issue.keys[0] ?? ''].map(String).join('.');
    return { error: `${field} is not a field of this form.`, field };
  }
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
  return { error: issue.message, field };
}
