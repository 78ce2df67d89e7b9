// The genesymbol record (schemas/geneSymbol.ts, the detail page /genesymbol?key=) an approved submission becomes.
// It carries the symbol fields, the associated loci and the first listed publication as its reference, and the
// submitter as the 'registered by' attribution (the browse table's Contact and Submitted). The comment text stays
// in the submission, for curators only.
import type { GeneSymbolResponse } from '../../schemas/geneSymbol';
import type { CuratorSubmission } from './submissionStore';

export interface Submitter {
  communityId: number;
  firstName: string | null;
  lastName: string | null;
}

/** 001 §3.6 numberOfAssociatedLoci → the record's associatedLociCount (002 §3: multiple_loci or single_locus). */
const LOCI_COUNT = { 1: 'single_locus', 2: 'multiple_loci', 3: 'unknown' } as const;

export type ApprovedSymbolRecord = GeneSymbolResponse & { publications: { referenceId: string; title: string }[] };

export function approvedSymbolRecord(submission: CuratorSubmission, submitter: Submitter): ApprovedSymbolRecord {
  return {
    symbol: submission.geneClassSymbol,
    descriptiveSymbol: submission.fullName,
    description: submission.additionalDetails,
    hasMutantPhenotype: submission.symbolType === 'mutant' ? 'T' : 'F',
    mutantPhenotypeClass: submission.phenotypeClass,
    status: 'approved',
    associatedLociCount: LOCI_COUNT[submission.numberOfAssociatedLoci],
    associatedLocis: submission.comments.loci.map((locus) => ({ locusName: locus.name, locusId: locus.id, fullName: submission.fullName })),
    attributions: [
      {
        attributionType: 'registered by',
        communityType: 'person',
        communityId: submitter.communityId,
        firstName: submitter.firstName,
        lastName: submitter.lastName,
        organizationName: null,
        // The day it was submitted, as the browse table's Submitted column shows it.
        attributionDate: submission.submittedAt.slice(0, 10),
      },
    ],
    publications: submission.comments.publications.map((publication) => ({ referenceId: publication.id, title: publication.title })),
  };
}
