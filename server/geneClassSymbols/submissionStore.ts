// The submissions as the calls see them, over the rows of the symbol store (symbolStore.ts). Two views of a row: the
// curator's (everything, comments included) and the public one (no comments), so no call can hand a non-curator the
// comments by accident. The curator's view names the submitter as their account does now (submitters.ts), read with
// the row; the row's own copy, taken from the account at submission, stands in only for an account that is gone.
import type { Submission, SubmissionComments, SubmissionStatus, SubmitterInfo, SymbolFields, SymbolType } from './rules';
import { accountSubmitter } from './submitters';
import type { CuratorRow, StatusFilter, SubmissionRow, SymbolStore } from './symbolStore';

export type { StatusFilter };

/** A submission to store: its fields, the comments with the records they cite named, and who submits. */
export type NewSubmission = Omit<Submission, 'comments'> & { comments: SubmissionComments };

/** What anyone may see of a submission: the symbol fields and its state. */
export interface PublicSubmission {
  id: number;
  geneClassSymbol: string;
  symbolType: SymbolType;
  fullName: string;
  phenotypeClass: string | null;
  additionalDetails: string | null;
  numberOfAssociatedLoci: 1 | 2 | 3;
  status: SubmissionStatus;
  /** The genesymbol record's key once approved (/genesymbol?key=). */
  recordKey: string | null;
  submittedAt: string;
}

/** What a curator sees: everything, the comments and who submitted included. */
export interface CuratorSubmission extends PublicSubmission {
  comments: SubmissionComments;
  submitterInfo: SubmitterInfo;
  communityId: number;
  rejectionReason: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  updatedAt: string;
}

const publicView = (row: SubmissionRow): PublicSubmission => ({
  id: row.id,
  geneClassSymbol: row.symbol,
  symbolType: row.symbol_type,
  fullName: row.full_name,
  phenotypeClass: row.phenotype_class,
  additionalDetails: row.additional_details,
  numberOfAssociatedLoci: row.number_of_associated_loci,
  status: row.status,
  recordKey: row.record_key,
  submittedAt: row.submitted_at,
});

const curatorView = (row: CuratorRow): CuratorSubmission => ({
  ...publicView(row),
  comments: {
    text: row.comment_text,
    loci: JSON.parse(row.associated_loci) as SubmissionComments['loci'],
    publications: JSON.parse(row.publications) as SubmissionComments['publications'],
  },
  submitterInfo: row.account_email === null ? (JSON.parse(row.submitter_info) as SubmitterInfo) : accountSubmitter(row.account_email, row.person_body),
  communityId: row.community_id,
  rejectionReason: row.rejection_reason,
  reviewedBy: row.reviewed_by,
  reviewedAt: row.reviewed_at,
  updatedAt: row.updated_at,
});

export type SubmissionStore = ReturnType<typeof submissionStore>;

export function submissionStore(rows: SymbolStore) {
  const curatorViewOf = async (id: number) => {
    const row = await rows.submission(id);
    return row ? curatorView(row) : undefined;
  };

  return {
    /** Stores a new pending submission of the given member, as their account names them; returns its public view. */
    async add(submission: NewSubmission, communityId: number, submitter: SubmitterInfo): Promise<PublicSubmission> {
      const id = await rows.insertSubmission({
        symbol: submission.geneClassSymbol,
        symbol_type: submission.symbolType,
        full_name: submission.fullName,
        phenotype_class: submission.phenotypeClass,
        additional_details: submission.additionalDetails,
        number_of_associated_loci: submission.numberOfAssociatedLoci,
        comment_text: submission.comments.text,
        associated_loci: JSON.stringify(submission.comments.loci),
        publications: JSON.stringify(submission.comments.publications),
        submitter_info: JSON.stringify(submitter),
        community_id: communityId,
      });
      return publicView((await rows.submission(id))!);
    },
    curatorView: curatorViewOf,
    list: async (status: StatusFilter) => (await rows.submissions(status)).map(curatorView),
    /** Pending and approved submissions of the symbol (the existence check). */
    living: async (symbol: string) => (await rows.livingSubmissions(symbol)).map(publicView),
    /** The curator's change of the fields; a gene product symbol has no phenotype class. */
    change: (id: number, fields: SymbolFields) =>
      rows.changeSubmission(id, { ...fields, phenotypeClass: fields.symbolType === 'mutant' ? fields.phenotypeClass : null }),
    approve: (id: number, recordKey: string, curatorCommunityId: number) => rows.approveSubmission(id, recordKey, curatorCommunityId),
    reject: (id: number, reason: string, curatorCommunityId: number) => rows.rejectSubmission(id, reason, curatorCommunityId),
    reopen: (id: number) => rows.reopenSubmission(id),
  };
}
