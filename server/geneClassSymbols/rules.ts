// What a gene class symbol submission may hold (001 §3.6, §5), checked on the server whatever the form did:
// the symbol rule, the required fields, the phenotype class of the mutant type, and the shape of the comments.
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

export const associatedLocusSchema = z.strictObject({
  id: recordId,
  /** The AGI code. */
  name: requiredText('Locus name', 40),
  symbol: optionalText('Locus symbol', 40),
});

export const publicationSchema = z.strictObject({
  id: recordId,
  title: requiredText('Publication title', 1000),
  year: z.number().int().min(1000).max(9999).nullish().transform((value) => value ?? null),
});

/** 001 §3.6: the comment text plus the associated loci and publications. Seen by curators only. */
export const commentsSchema = z.strictObject({
  text: optionalText('Comments', LONG_TEXT_MAX),
  loci: z.array(associatedLocusSchema).max(LIST_MAX, `At most ${LIST_MAX} loci can be listed.`).default([]),
  publications: z.array(publicationSchema).max(LIST_MAX, `At most ${LIST_MAX} publications can be listed.`).default([]),
});
export type SubmissionComments = z.infer<typeof commentsSchema>;

/** Who submits, as the form shows it (prefilled from the profile); the community id comes from the login instead. */
export const submitterInfoSchema = z.strictObject({
  firstName: optionalText('First name', TEXT_MAX),
  lastName: optionalText('Last name', TEXT_MAX),
  email: optionalText('Email', TEXT_MAX),
  institution: optionalText('Institution', TEXT_MAX),
});
export type SubmitterInfo = z.infer<typeof submitterInfoSchema>;

const EMPTY_COMMENTS: SubmissionComments = { text: null, loci: [], publications: [] };
const EMPTY_SUBMITTER: SubmitterInfo = { firstName: null, lastName: null, email: null, institution: null };

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

/** POST gene_class_symbol/updateGeneSymbolClass. communityId is accepted and ignored: the login says who submits. */
export const submissionPayload = z
  .strictObject({
    ...symbolFields,
    comments: z.union([z.string().transform((text) => ({ ...EMPTY_COMMENTS, text: text.trim() || null })), commentsSchema]).nullish(),
    submitterInfo: submitterInfoSchema.nullish(),
    communityId: z.union([z.number(), z.string()]).nullish(),
  })
  .superRefine(phenotypeClassRule)
  .transform(({ communityId: _ignored, comments, submitterInfo, ...fields }) => ({
    ...fields,
    phenotypeClass: fields.symbolType === 'mutant' ? fields.phenotypeClass : null,
    comments: comments ?? EMPTY_COMMENTS,
    submitterInfo: submitterInfo ?? EMPTY_SUBMITTER,
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
