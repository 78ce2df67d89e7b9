// A curator's decision on a submission (000 §6: curators review symbol submissions): approve it, change its fields
// and approve it, or reject it with a reason. Approval adds the symbol to the registered ones (registry.ts) in the
// same transaction as the status change, so a symbol is never approved without its record, nor the reverse.
// A decision can be undone (the submission back to pending) the same way: in one transaction, and only while the
// decision is still what it was: the approved symbol's record in place, a rejected symbol not taken since.
// Each decision, its checks included, is one transaction holding the registry's lock (symbolStore.ts): two curators
// deciding at once, through two server processes, decide one after the other and the second sees the first's work.
import type { PortalStore } from '../store/stores';
import { symbolRegistry, type SymbolRegistry } from './registry';
import { changedFields, fieldErrorOf, type Decision, type SymbolFields } from './rules';
import { submissionStore, type CuratorSubmission, type SubmissionStore } from './submissionStore';
import { approvedSymbolRecord, type Submitter } from './symbolRecord';

export const SYMBOL_TAKEN = 'This gene class symbol already exists in the database.';
export const ALREADY_PENDING = 'This submission is already pending.';
export const TAKEN_SINCE =
  'This gene class symbol has been registered or submitted again since the rejection, so the submission cannot return to pending.';
export const RECORD_GONE = 'The record this approval registered is no longer there, so the approval cannot be undone.';

export type DecisionOutcome =
  | { ok: true; submission: CuratorSubmission }
  | { ok: false; status: 400 | 404 | 409; error: string; field?: string };

/** The submissions and the registered symbols over the stores of the transaction that holds the registry's lock. */
interface HeldRegistry {
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

/** The submitter as the record's attribution names them: as their account does (the curator's view reads it). */
const submitterOf = (submission: CuratorSubmission): Submitter => ({
  communityId: submission.communityId,
  firstName: submission.submitterInfo.firstName,
  lastName: submission.submitterInfo.lastName,
});

/** Another approved submission, or a registered record, already holds the symbol. */
const taken = async ({ submissions, registry }: HeldRegistry, symbol: string, id: number) =>
  (await registry.lookup(symbol)).length > 0 || (await submissions.living(symbol)).some((other) => other.id !== id && other.status === 'approved');

async function approve({ submissions, registry }: HeldRegistry, id: number, fields: SymbolFields, curatorId: number) {
  await submissions.change(id, fields);
  const changed = (await submissions.curatorView(id))!;
  const key = await registry.add(approvedSymbolRecord(changed, submitterOf(changed)));
  await submissions.approve(id, key, curatorId);
}

export function symbolReview(portal: PortalStore) {
  const underLock = <T>(work: (held: HeldRegistry) => Promise<T>) =>
    portal.transaction(async ({ symbols }) => {
      await symbols.lockRegistry();
      return work({ submissions: submissionStore(symbols), registry: symbolRegistry(symbols) });
    });

  return {
    /** The submission pending again, keeping any changes the curator made to its fields before approving. */
    reopen: (id: number): Promise<DecisionOutcome> =>
      underLock(async ({ submissions, registry }) => {
        const submission = await submissions.curatorView(id);
        if (!submission) return { ok: false, status: 404, error: `No submission has the id ${id}.` };
        if (submission.status === 'pending') return { ok: false, status: 409, error: ALREADY_PENDING };
        const symbol = submission.geneClassSymbol;
        if (submission.status === 'rejected' && ((await registry.lookup(symbol)).length > 0 || (await submissions.living(symbol)).length > 0)) {
          return { ok: false, status: 409, error: TAKEN_SINCE, field: 'geneClassSymbol' };
        }
        if (submission.status === 'approved' && !(submission.recordKey && (await registry.remove(submission.recordKey)))) {
          return { ok: false, status: 409, error: RECORD_GONE };
        }
        await submissions.reopen(id);
        return { ok: true, submission: (await submissions.curatorView(id))! };
      }),

    decide: (id: number, decision: Decision, curatorId: number): Promise<DecisionOutcome> =>
      underLock(async (held) => {
        const { submissions } = held;
        const submission = await submissions.curatorView(id);
        if (!submission) return { ok: false, status: 404, error: `No submission has the id ${id}.` };
        if (submission.status !== 'pending') return { ok: false, status: 409, error: `This submission has already been ${submission.status}.` };

        if (decision.decision === 'reject') {
          await submissions.reject(id, decision.reason, curatorId);
          return { ok: true, submission: (await submissions.curatorView(id))! };
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
        if (await taken(held, fields.geneClassSymbol, id)) return { ok: false, status: 409, error: SYMBOL_TAKEN, field: 'geneClassSymbol' };
        await approve(held, id, fields, curatorId);
        return { ok: true, submission: (await submissions.curatorView(id))! };
      }),
  };
}
