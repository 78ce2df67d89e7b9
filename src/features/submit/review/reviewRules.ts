// The review page's rules, kept apart from its components: what a curator's edit of a submission may hold (the
// same rules as the registration forms, 001 §5), which fields the edit changed, and how a submission is described.
import { ASSOCIATED_LOCI_CHOICES, needsPhenotypeClass } from '../registration/detailRules';
import { SYMBOL_TYPES, isSymbolType, normalizeSymbol, symbolError, symbolTypeError } from '../registration/symbolRules';
import type { ReviewSubmission, SymbolChanges } from './reviewApi';

/** The change form's values, as text the way inputs hold them. */
export interface EditValues {
  geneClassSymbol: string;
  symbolType: string;
  fullName: string;
  phenotypeClass: string;
  additionalDetails: string;
  numberOfAssociatedLoci: string;
}

export type EditErrors = Partial<Record<keyof EditValues, string>>;

export const editValuesOf = (submission: ReviewSubmission): EditValues => ({
  geneClassSymbol: submission.geneClassSymbol,
  symbolType: submission.symbolType,
  fullName: submission.fullName,
  phenotypeClass: submission.phenotypeClass ?? '',
  additionalDetails: submission.additionalDetails ?? '',
  numberOfAssociatedLoci: String(submission.numberOfAssociatedLoci),
});

/** The edit's errors by field; empty when it may be sent. */
export function editErrors(values: EditValues): EditErrors {
  const errors: EditErrors = {};
  const symbol = symbolError(normalizeSymbol(values.geneClassSymbol.trim()));
  if (symbol) errors.geneClassSymbol = symbol;
  const type = symbolTypeError(values.symbolType);
  if (type) errors.symbolType = type;
  if (values.fullName.trim() === '') errors.fullName = 'Full name is required.';
  if (needsPhenotypeClass(values.symbolType) && values.phenotypeClass.trim() === '') errors.phenotypeClass = 'Phenotype class is required for a mutant symbol.';
  if (!ASSOCIATED_LOCI_CHOICES.some((choice) => choice.value === values.numberOfAssociatedLoci)) errors.numberOfAssociatedLoci = 'Number of associated loci is required.';
  return errors;
}

/** Only the fields the curator changed, in the decision's shape (text trimmed, empty optional text as null). */
export function changesOf(original: ReviewSubmission, values: EditValues): SymbolChanges {
  const changes: SymbolChanges = {};
  const symbol = normalizeSymbol(values.geneClassSymbol.trim());
  if (symbol !== original.geneClassSymbol) changes.geneClassSymbol = symbol;
  if (isSymbolType(values.symbolType) && values.symbolType !== original.symbolType) changes.symbolType = values.symbolType;
  if (values.fullName.trim() !== original.fullName) changes.fullName = values.fullName.trim();
  const phenotypeClass = needsPhenotypeClass(values.symbolType) ? values.phenotypeClass.trim() || null : null;
  if (phenotypeClass !== original.phenotypeClass) changes.phenotypeClass = phenotypeClass;
  const details = values.additionalDetails.trim() || null;
  if (details !== original.additionalDetails) changes.additionalDetails = details;
  const loci = Number(values.numberOfAssociatedLoci);
  if (loci !== original.numberOfAssociatedLoci && (loci === 1 || loci === 2 || loci === 3)) changes.numberOfAssociatedLoci = loci;
  return changes;
}

export const symbolTypeLabel = (symbolType: string) => SYMBOL_TYPES.find((type) => type.value === symbolType)?.label ?? symbolType;

export const lociLabel = (count: number) => ASSOCIATED_LOCI_CHOICES.find((choice) => choice.value === String(count))?.label ?? String(count);

export const STATUS_LABELS = { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** The submitter as a name, else their e-mail address, else their community id. */
export function submitterName(submission: ReviewSubmission): string {
  const { firstName, lastName, email } = submission.submitterInfo;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return name || email || `community id ${submission.communityId}`;
}

/** An ISO time as its day, e.g. 'Apr 11, 2026' (UTC, as the portal shows dates). */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** What the page says once a decision is saved. */
export function decisionMessage(submission: ReviewSubmission): string {
  if (submission.status === 'approved') return `${submission.geneClassSymbol} is approved and now listed among the gene class symbols.`;
  if (submission.status === 'rejected') return `${submission.geneClassSymbol} is rejected.`;
  return `${submission.geneClassSymbol} is saved.`;
}

/** What returning a decided submission to pending undoes, asked before it is sent. */
export function reopenQuestion(submission: ReviewSubmission): string {
  const undone =
    submission.status === 'approved'
      ? 'It is withdrawn from the gene class symbols until it is approved again.'
      : 'The rejection and its reason are dropped.';
  return `Return ${submission.geneClassSymbol} to pending? ${undone}`;
}

/** What the page says once a submission is pending again. */
export const reopenedMessage = (submission: ReviewSubmission) => `${submission.geneClassSymbol} is pending again.`;
