// A curator's decision on a submission (000 §6: curators review symbol submissions): approve it, change its fields
// and approve it, or reject it with a reason. Approval adds the symbol to the registered ones (registry.ts) in the
// same transaction as the status change, so a symbol is never approved without its record, nor the reverse.
// A decision can be undone (the submission back to pending) the same way: in one transaction, and only while the
// decision is still what it was: the approved symbol's record in place, a rejected symbol not taken since.
import type { Db } from '../db/database';
import type { SymbolRegistry } from './registry';
import { changedFields, fieldErrorOf, type Decision, type SymbolFields } from './rules';
import type { CuratorSubmission, SubmissionStore } from './submissionStore';
import { approvedSymbolRecord, type Submitter } from './symbolRecord';

export const SYMBOL_TAKEN = 'This gene class symbol already exists in the database.';
export const ALREADY_PENDING = 'This submission is already pending.';
export const TAKEN_SINCE =
  'This gene class symbol has been registered or submitted again since the rejection, so the submission cannot return to pending.';
export const RECORD_GONE = 'The record this approval registered is no longer there, so the approval cannot be undone.';

export type DecisionOutcome =
  | { ok: true; submission: CuratorSubmission }
  | { ok: false; status: 400 | 404 | 409; error: string; field?: string };

interface ReviewDeps {
  db: Db;
  submissions: SubmissionStore;
  registry: SymbolRegistry;
}

const fieldsOf = (submission: CuratorSubmission): SymbolFields => ({
  geneClassSymbol: submission.geneClassSymbol,
  symbolType: submission.symbolType,
  fullName: submission.fullName,
  phenotypeClass: submission.phenotypeClass,
  additionalDetails: submission.additionalDetails,
  numberOfAssociatedLoci: submission.numberOfAssociatedLoci,
});

export function symbolReview({ db, submissions, registry }: ReviewDeps) {
  /** The submitter as the record's attribution names them: as their account does (the curator's view reads it). */
  const submitterOf = (submission: CuratorSubmission): Submitter => ({
    communityId: submission.communityId,
    firstName: submission.submitterInfo.firstName,
    lastName: submission.submitterInfo.lastName,
  });

  /** Another approved submission, or a registered record, already holds the symbol. */
  const taken = (symbol: string, id: number) =>
    registry.lookup(symbol).length > 0 || submissions.living(symbol).some((other) => other.id !== id && other.status === 'approved');

  const approve = db.transaction((submission: CuratorSubmission, fields: SymbolFields, curatorId: number) => {
    submissions.change(submission.id, fields);
    const changed = submissions.curatorView(submission.id)!;
    const key = registry.add(approvedSymbolRecord(changed, submitterOf(changed)));
    submissions.approve(submission.id, key, curatorId);
  });

  /** Undoes a decision, its checks and writes in one transaction: pending again, an approval's record withdrawn. */
  const reopen = db.transaction((id: number): DecisionOutcome => {
    const submission = submissions.curatorView(id);
    if (!submission) return { ok: false, status: 404, error: `No submission has the id ${id}.` };
    if (submission.status === 'pending') return { ok: false, status: 409, error: ALREADY_PENDING };
    const symbol = submission.geneClassSymbol;
    if (submission.status === 'rejected' && (registry.lookup(symbol).length > 0 || submissions.living(symbol).length > 0)) {
      return { ok: false, status: 409, error: TAKEN_SINCE, field: 'geneClassSymbol' };
    }
    if (submission.status === 'approved' && !(submission.recordKey && registry.remove(submission.recordKey))) {
      return { ok: false, status: 409, error: RECORD_GONE };
    }
    submissions.reopen(id);
    return { ok: true, submission: submissions.curatorView(id)! };
  });

  return {
    /** The submission pending again, keeping any changes the curator made to its fields before approving. */
    reopen: (id: number): DecisionOutcome => reopen.immediate(id),

    decide(id: number, decision: Decision, curatorId: number): DecisionOutcome {
      const submission = submissions.curatorView(id);
      if (!submission) return { ok: false, status: 404, error: `No submission has the id ${id}.` };
      if (submission.status !== 'pending') return { ok: false, status: 409, error: `This submission has already been ${submission.status}.` };

      if (decision.decision === 'reject') {
        submissions.reject(id, decision.reason, curatorId);
        return { ok: true, submission: submissions.curatorView(id)! };
      }

      let fields = fieldsOf(submission);
      if (decision.decision === 'change') {
        const parsed = changedFields.safeParse({ ...fields, ...decision.changes });
        if (!parsed.success) {
          const { error, field } = fieldErrorOf(parsed.error, 'changes');
          return { ok: false, status: 400, error, field: `changes.${field}` };
        }
        fields = parsed.data;
      }
      if (taken(fields.geneClassSymbol, id)) return { ok: false, status: 409, error: SYMBOL_TAKEN, field: 'geneClassSymbol' };
      approve.immediate(submission, fields, curatorId);
      return { ok: true, submission: submissions.curatorView(id)! };
    },
  };
}
