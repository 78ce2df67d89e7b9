// Prepared statements over gene_class_symbol_submissions (migration 013). Every value is a bound parameter.
// Two views of a row: the curator's (everything, comments included) and the public one (no comments), so no call
// can hand a non-curator the comments by accident. The curator's view names the submitter as their account does
// now (submitters.ts), read with the row; the row's own copy, taken from the account at submission, stands in only
// for an account that is gone.
import type { Db } from '../db/database';
import type { Submission, SubmissionComments, SubmissionStatus, SubmitterInfo, SymbolFields, SymbolType } from './rules';
import { accountSubmitter } from './submitters';

interface SubmissionRow {
  id: number;
  symbol: string;
  symbol_type: SymbolType;
  full_name: string;
  phenotype_class: string | null;
  additional_details: string | null;
  number_of_associated_loci: 1 | 2 | 3;
  comment_text: string | null;
  associated_loci: string;
  publications: string;
  submitter_info: string;
  community_id: number;
  status: SubmissionStatus;
  rejection_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  record_key: string | null;
  submitted_at: string;
  updated_at: string;
}

/** A row as the curator's view reads it: with the submitter's account e-mail and person record, when they exist. */
interface CuratorRow extends SubmissionRow {
  account_email: string | null;
  person_body: string | null;
}

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

export type StatusFilter = SubmissionStatus | 'all';

export type SubmissionStore = ReturnType<typeof submissionStore>;

export function submissionStore(db: Db) {
  const insert = db.prepare<Record<string, unknown>>(
    `INSERT INTO gene_class_symbol_submissions (symbol, symbol_type, full_name, phenotype_class, additional_details,
       number_of_associated_loci, comment_text, associated_loci, publications, submitter_info, community_id)
     VALUES (@symbol, @symbolType, @fullName, @phenotypeClass, @additionalDetails, @numberOfAssociatedLoci, @commentText,
       @loci, @publications, @submitterInfo, @communityId)`,
  );
  const curatorRows = `SELECT s.*, a.email AS account_email, p.body AS person_body FROM gene_class_symbol_submissions s
    LEFT JOIN accounts a ON a.community_id = s.community_id
    LEFT JOIN records p ON p.type = 'person' AND p.id = CAST(s.community_id AS TEXT)`;
  const byId = db.prepare<[number], CuratorRow>(`${curatorRows} WHERE s.id = ?`);
  // Pending first (what a curator has to act on), then the newest.
  const list = db.prepare<{ status: StatusFilter }, CuratorRow>(
    `${curatorRows} WHERE @status = 'all' OR s.status = @status
     ORDER BY s.status <> 'pending', s.submitted_at DESC, s.id DESC`,
  );
  const livingBySymbol = db.prepare<[string], SubmissionRow>(
    "SELECT * FROM gene_class_symbol_submissions WHERE symbol = ? AND status IN ('pending', 'approved') ORDER BY id",
  );
  const touch = "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
  const change = db.prepare<Record<string, unknown>>(
    `UPDATE gene_class_symbol_submissions SET symbol = @geneClassSymbol, symbol_type = @symbolType, full_name = @fullName,
       phenotype_class = @phenotypeClass, additional_details = @additionalDetails,
       number_of_associated_loci = @numberOfAssociatedLoci, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id = @id`,
  );
  const approve = db.prepare<[string, number, number]>(
    `UPDATE gene_class_symbol_submissions SET status = 'approved', record_key = ?, reviewed_by = ?, ${touch} WHERE id = ?`,
  );
  const reject = db.prepare<[string, number, number]>(
    `UPDATE gene_class_symbol_submissions SET status = 'rejected', rejection_reason = ?, reviewed_by = ?, ${touch} WHERE id = ?`,
  );
  // Undoing a decision forgets it whole: who decided, when, the reason and the record it made.
  const reopen = db.prepare<[number]>(
    `UPDATE gene_class_symbol_submissions SET status = 'pending', rejection_reason = NULL, reviewed_by = NULL, reviewed_at = NULL,
       record_key = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id = ?`,
  );

  return {
    /** Stores a new pending submission of the given member, as their account names them; returns its public view. */
    add(submission: NewSubmission, communityId: number, submitter: SubmitterInfo): PublicSubmission {
      const { lastInsertRowid } = insert.run({
        symbol: submission.geneClassSymbol,
        symbolType: submission.symbolType,
        fullName: submission.fullName,
        phenotypeClass: submission.phenotypeClass,
        additionalDetails: submission.additionalDetails,
        numberOfAssociatedLoci: submission.numberOfAssociatedLoci,
        commentText: submission.comments.text,
        loci: JSON.stringify(submission.comments.loci),
        publications: JSON.stringify(submission.comments.publications),
        submitterInfo: JSON.stringify(submitter),
        communityId,
      });
      return publicView(byId.get(Number(lastInsertRowid))!);
    },
    curatorView: (id: number) => {
      const row = byId.get(id);
      return row ? curatorView(row) : undefined;
    },
    list: (status: StatusFilter) => list.all({ status }).map(curatorView),
    /** Pending and approved submissions of the symbol (the existence check). */
    living: (symbol: string) => livingBySymbol.all(symbol).map(publicView),
    change: (id: number, fields: SymbolFields) => {
      change.run({ id, ...fields, phenotypeClass: fields.symbolType === 'mutant' ? fields.phenotypeClass : null });
    },
    approve: (id: number, recordKey: string, curatorCommunityId: number) => {
      approve.run(recordKey, curatorCommunityId, id);
    },
    reject: (id: number, reason: string, curatorCommunityId: number) => {
      reject.run(reason, curatorCommunityId, id);
    },
    reopen: (id: number) => {
      reopen.run(id);
    },
  };
}
