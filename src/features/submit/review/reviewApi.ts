// The curators' calls for gene class symbol submissions (docs/gene-symbols.md): the list, with comments, and a
// decision on one. Only curators get answers; the review route is guarded for them too.
import { queryOptions } from '@tanstack/react-query';
import { apiGetJson, apiSend } from '../../../api/client';
import type { SymbolType } from '../registration/symbolRules';

export const REVIEW_STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;
export type StatusFilter = (typeof REVIEW_STATUSES)[number];
export type SubmissionStatus = Exclude<StatusFilter, 'all'>;

export interface ReviewSubmission {
  id: number;
  geneClassSymbol: string;
  symbolType: SymbolType;
  fullName: string;
  phenotypeClass: string | null;
  additionalDetails: string | null;
  numberOfAssociatedLoci: 1 | 2 | 3;
  status: SubmissionStatus;
  recordKey: string | null;
  submittedAt: string;
  comments: {
    text: string | null;
    loci: { id: string; name: string; symbol?: string | null }[];
    publications: { id: string; title: string; year?: number | null }[];
  };
  submitterInfo: { firstName: string | null; lastName: string | null; email: string | null; institution: string | null };
  communityId: number;
  rejectionReason: string | null;
  reviewedAt: string | null;
}

/** The fields a curator may change before approving. */
export interface SymbolChanges {
  geneClassSymbol?: string;
  symbolType?: SymbolType;
  fullName?: string;
  phenotypeClass?: string | null;
  additionalDetails?: string | null;
  numberOfAssociatedLoci?: 1 | 2 | 3;
}

export type Decision = { decision: 'approve' } | { decision: 'change'; changes: SymbolChanges } | { decision: 'reject'; reason: string };

export const isStatusFilter = (value: unknown): value is StatusFilter => REVIEW_STATUSES.includes(value as StatusFilter);

const submissionsKey = ['geneClassSymbolSubmissions'] as const;

function submissionsOf(body: unknown): ReviewSubmission[] {
  const list = body && typeof body === 'object' ? (body as { submissions?: unknown }).submissions : undefined;
  if (!Array.isArray(list)) throw new Error('The answer holds no list of submissions.');
  return list as ReviewSubmission[];
}

/** The submissions of a status (all of them for 'all'), pending first. */
export const submissionsQuery = (status: StatusFilter) =>
  queryOptions({
    queryKey: [...submissionsKey, status],
    queryFn: async ({ signal }) => submissionsOf(await apiGetJson('gene_class_symbol/submissions', { status }, signal)),
  });

/** Every cached list, to refetch after a decision changes one submission's status. */
export const allSubmissionLists = { queryKey: submissionsKey };

export type DecisionResult = { ok: true; submission: ReviewSubmission } | { ok: false; error: string };

const NOT_SAVED = 'The decision could not be saved. Please try again.';

/** A refusal comes back with the server's message, a network failure with a general one. */
async function postReview(path: string, payload: object): Promise<DecisionResult> {
  try {
    const answer = await apiSend('POST', path, payload);
    const body = (answer.body ?? {}) as { submission?: ReviewSubmission; error?: unknown };
    if (answer.ok && body.submission) return { ok: true, submission: body.submission };
    return { ok: false, error: typeof body.error === 'string' ? body.error : NOT_SAVED };
  } catch {
    return { ok: false, error: NOT_SAVED };
  }
}

export const sendDecision = (id: number, decision: Decision) => postReview(`gene_class_symbol/submissions/${id}/decision`, decision);

/** Undoes a decision: the submission pending again (the server withdraws an approval's registration). */
export const sendReopen = (id: number) => postReview(`gene_class_symbol/submissions/${id}/reopen`, {});
