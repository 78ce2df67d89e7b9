// The detail form's rules (001 §3.6, §5): which fields are required for which symbol type, and the submission the
// form sends to gene_class_symbol/updateGeneSymbolClass (001 §7).
import { isSymbolType, symbolError, symbolTypeError, type SymbolType } from './symbolRules';

/** 001 §3.6: 1 = the symbol describes one gene, 2 = more than one, 3 = unknown. */
export const ASSOCIATED_LOCI_CHOICES = [
  { value: '1', label: 'One gene' },
  { value: '2', label: 'More than one gene' },
  { value: '3', label: 'Unknown' },
] as const;

export type AssociatedLociCount = (typeof ASSOCIATED_LOCI_CHOICES)[number]['value'];

/** A locus picked in the form's gene search. */
export interface LocusChoice {
  id: string;
  /** The AGI code, e.g. AT1G01010. */
  name: string;
  symbol: string;
  description: string;
}

/** A publication picked in the form's publication search. */
export interface PublicationChoice {
  id: string;
  title: string;
  year: string;
  authors: string;
}

export interface SubmitterInfo {
  firstName: string;
  lastName: string;
  email: string;
  institution: string;
}

/** The submitter fields as the member's profile fills them (shown only: the server names the submitter from the account). */
export const submitterFromSession = (session: SubmitterInfo): SubmitterInfo => ({
  firstName: session.firstName,
  lastName: session.lastName,
  email: session.email,
  institution: session.institution,
});

export interface DetailFormValues {
  geneClassSymbol: string;
  symbolType: SymbolType | '';
  fullName: string;
  phenotypeClass: string;
  additionalDetails: string;
  numberOfAssociatedLoci: AssociatedLociCount | '';
  commentText: string;
  loci: LocusChoice[];
  publications: PublicationChoice[];
  submitter: SubmitterInfo;
}

export const detailLabels = {
  geneClassSymbol: 'Gene class symbol',
  symbolType: 'Symbol type',
  fullName: 'Full name',
  phenotypeClass: 'Phenotype class',
  additionalDetails: 'Additional details',
  numberOfAssociatedLoci: 'Number of associated loci',
  commentText: 'Comments for the curator',
} as const;

export type DetailField = keyof typeof detailLabels;

/** The order errors are listed in, and the first one gets the focus: the order of the form. */
export const detailFieldOrder: readonly DetailField[] = [
  'geneClassSymbol',
  'symbolType',
  'fullName',
  'phenotypeClass',
  'numberOfAssociatedLoci',
  'additionalDetails',
  'commentText',
];

const required = (field: DetailField) => `${detailLabels[field]} is required.`;

/** Only a symbol named after a mutant phenotype has a phenotype class (001 §3.6 "mutant type only"). */
export const needsPhenotypeClass = (symbolType: string): boolean => symbolType === 'mutant';

/** Every field's error; an empty object means the form may be sent. */
export function detailFormErrors(values: DetailFormValues): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {};
  const symbol = values.geneClassSymbol.trim();
  if (symbol === '') errors.geneClassSymbol = required('geneClassSymbol');
  else {
    const invalid = symbolError(symbol);
    if (invalid) errors.geneClassSymbol = invalid;
  }
  const typeError = symbolTypeError(values.symbolType);
  if (typeError) errors.symbolType = typeError;
  if (values.fullName.trim() === '') errors.fullName = required('fullName');
  if (needsPhenotypeClass(values.symbolType) && values.phenotypeClass.trim() === '') errors.phenotypeClass = required('phenotypeClass');
  if (values.numberOfAssociatedLoci === '') errors.numberOfAssociatedLoci = required('numberOfAssociatedLoci');
  return errors;
}

/** The body of POST gene_class_symbol/updateGeneSymbolClass. */
export interface SymbolSubmission {
  geneClassSymbol: string;
  symbolType: SymbolType;
  fullName: string;
  /** Only for the mutant type; left out otherwise. */
  phenotypeClass?: string;
  additionalDetails: string;
  numberOfAssociatedLoci: 1 | 2 | 3;
  /** For curators only (001 §3.6): the comment text and the loci and publications the submitter named. */
  comments: {
    text: string;
    loci: { id: string; name: string }[];
    publications: { id: string; title: string }[];
  };
  /** 001 §3.6 sends it; the server names the submitter from the logged-in account, whatever is sent. */
  submitterInfo: SubmitterInfo;
  /** The submitter's community id, from the session (the server takes the session's, whatever is sent). */
  communityId: string;
}

/** Builds the submission from valid form values (detailFormErrors empty); text is trimmed. */
export function buildSubmission(values: DetailFormValues, communityId: string): SymbolSubmission {
  if (!isSymbolType(values.symbolType) || values.numberOfAssociatedLoci === '') {
    throw new Error('buildSubmission needs valid form values; check detailFormErrors first.');
  }
  const submission: SymbolSubmission = {
    geneClassSymbol: values.geneClassSymbol.trim(),
    symbolType: values.symbolType,
    fullName: values.fullName.trim(),
    additionalDetails: values.additionalDetails.trim(),
    numberOfAssociatedLoci: Number(values.numberOfAssociatedLoci) as 1 | 2 | 3,
    comments: {
      text: values.commentText.trim(),
      loci: values.loci.map(({ id, name }) => ({ id, name })),
      publications: values.publications.map(({ id, title }) => ({ id, title })),
    },
    submitterInfo: {
      firstName: values.submitter.firstName.trim(),
      lastName: values.submitter.lastName.trim(),
      email: values.submitter.email.trim(),
      institution: values.submitter.institution.trim(),
    },
    communityId,
  };
  if (needsPhenotypeClass(values.symbolType)) submission.phenotypeClass = values.phenotypeClass.trim();
  return submission;
}

/** Adds a pick to a list once (picking the same locus or publication twice keeps one entry). */
export const addOnce = <T extends { id: string }>(list: readonly T[], pick: T): T[] =>
  list.some((entry) => entry.id === pick.id) ? [...list] : [...list, pick];
