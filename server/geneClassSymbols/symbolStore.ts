// What gene class symbol registration and review read and write besides the records the record reader answers
// (cited loci and publications, the submitters' person records): the submissions, and the genesymbol records
// approved here with their keys. The same on every store (sqlite/, postgres/); the rules are in the modules above
// the rows (submissionStore, registry, registration, review).
import type { SubmissionStatus, SymbolFields, SymbolType } from './rules';

/** A submission as its table holds it; the JSON columns as their text. */
export interface SubmissionRow {
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
  /** ISO times in UTC. */
  reviewed_at: string | null;
  record_key: string | null;
  submitted_at: string;
  updated_at: string;
}

/** A row as the curator's view reads it: with the submitter's account e-mail and person record, when they exist. */
export interface CuratorRow extends SubmissionRow {
  account_email: string | null;
  person_body: string | null;
}

/** A submission to insert; the number of loci as the form's rules give it (the table's check keeps it to 1-3). */
export type NewSubmissionRow = { number_of_associated_loci: number } & Pick<
  SubmissionRow,
  | 'symbol'
  | 'symbol_type'
  | 'full_name'
  | 'phenotype_class'
  | 'additional_details'
  | 'comment_text'
  | 'associated_loci'
  | 'publications'
  | 'submitter_info'
  | 'community_id'
>;

export type StatusFilter = SubmissionStatus | 'all';

export interface SymbolStore {
  /**
   * Makes the caller's transaction the only one registering or reviewing symbols until it ends, so that its checks
   * (is the symbol free, is the submission still pending) and its writes (a submission, a new record key) are not
   * interleaved with another server process's. Called first in the transaction; without one it holds nothing.
   */
  lockRegistry(): Promise<void>;

  /** Stores a pending submission; its id. */
  insertSubmission(row: NewSubmissionRow): Promise<number>;
  submission(id: number): Promise<CuratorRow | undefined>;
  /** Pending first (what a curator has to act on), then the newest. */
  submissions(status: StatusFilter): Promise<CuratorRow[]>;
  /** Pending and approved submissions of the symbol, in id order. */
  livingSubmissions(symbol: string): Promise<SubmissionRow[]>;
  /** Replaces the symbol fields (a curator's change), keeping the status. */
  changeSubmission(id: number, fields: SymbolFields): Promise<void>;
  approveSubmission(id: number, recordKey: string, curatorId: number): Promise<void>;
  rejectSubmission(id: number, reason: string, curatorId: number): Promise<void>;
  /** Pending again, the decision forgotten whole: who decided, when, the reason and the record it made. */
  reopenSubmission(id: number): Promise<void>;

  /** The genesymbol records named the symbol (upper-cased), in key order. */
  symbolRecords(symbol: string): Promise<{ id: string; body: string }[]>;
  /** The largest numeric key of the genesymbol records, or null without any. */
  maxSymbolKey(): Promise<number | null>;
  insertSymbolRecord(key: string, symbol: string, body: string): Promise<void>;
  /** Deletes the record; whether there was one. */
  deleteSymbolRecord(key: string): Promise<boolean>;
  /** Indexes the genesymbol record again for search, in the same transaction (search answers what the table holds). */
  reindexSymbolRecord(key: string): Promise<void>;
}
