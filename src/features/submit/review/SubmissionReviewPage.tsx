import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import {
  REVIEW_STATUSES,
  allSubmissionLists,
  isStatusFilter,
  sendDecision,
  sendReopen,
  submissionsQuery,
  type Decision,
  type DecisionResult,
  type ReviewSubmission,
} from './reviewApi';
import { STATUS_LABELS, decisionMessage, reopenedMessage } from './reviewRules';
import { SubmissionItem } from './SubmissionItem';

export const REVIEW_HEADING = 'Gene Class Symbol Submissions';
export const LOAD_ERROR = 'The submissions could not be loaded. Please try again later.';

/** What a saved call says; a decision's message offers to undo it on the spot. */
type Saved = { text: string; undoable?: ReviewSubmission };
type Outcome = ({ tone: 'success' } & Saved) | { tone: 'error'; text: string } | null;

/**
 * /curator/gene_class_symbols (000 §6: curators review gene class symbol submissions): the submissions, pending
 * first, filtered by status (kept in the address), each opening its details and comments with the decisions.
 */
export function SubmissionReviewPage() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatusFilter(statusParam) ? statusParam : 'all';
  const list = useQuery(submissionsQuery(status));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `TAIR - ${REVIEW_HEADING}`;
  }, []);

  // The decided item's buttons go away: the message takes the focus, so keyboard users hear it and go on from there.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const send = async (submission: ReviewSubmission, call: () => Promise<DecisionResult>, message: (saved: ReviewSubmission) => Saved) => {
    setBusyId(submission.id);
    setOutcome(null);
    const result = await call();
    setBusyId(null);
    if (result.ok) {
      setOutcome({ tone: 'success', ...message(result.submission) });
      await client.invalidateQueries(allSubmissionLists);
    } else {
      setOutcome({ tone: 'error', text: `${submission.geneClassSymbol}: ${result.error}` });
    }
  };
  const decide = (submission: ReviewSubmission, decision: Decision) =>
    send(submission, () => sendDecision(submission.id, decision), (saved) => ({ text: decisionMessage(saved), undoable: saved }));
  const reopen = (submission: ReviewSubmission) => send(submission, () => sendReopen(submission.id), (saved) => ({ text: reopenedMessage(saved) }));

  const submissions = list.data ?? [];
  const undoable = outcome?.tone === 'success' ? outcome.undoable : undefined;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'My Profile', to: '/profile' }, { label: REVIEW_HEADING }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {REVIEW_HEADING}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Gene class symbols members have registered. Open a submission to read its details and comments, then approve
        it, change it before approving, or reject it with a reason. Approved symbols join the list of gene class
        symbols at once. A decision can be undone at once, or later by returning the submission to pending.
      </Typography>
      <TextField
        select
        label="Status"
        size="small"
        value={status}
        onChange={(event) => setParams(event.target.value === 'all' ? {} : { status: event.target.value })}
        sx={{ minWidth: 200, mb: 2 }}
      >
        {REVIEW_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Box ref={outcomeRef} tabIndex={-1} sx={{ mb: outcome ? 2 : 0, outline: 'none' }}>
        {outcome && (
          <Alert
            severity={outcome.tone}
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            onClose={() => setOutcome(null)}
            action={
              undoable && (
                <Button color="inherit" size="small" disabled={busyId !== null} onClick={() => void reopen(undoable)}>
                  Undo
                </Button>
              )
            }
          >
            {outcome.text}
          </Alert>
        )}
      </Box>
      {list.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={24} aria-hidden />
          Loading submissions…
        </Box>
      )}
      {list.isError && <Alert severity="error">{LOAD_ERROR}</Alert>}
      {list.isSuccess && submissions.length === 0 && (
        <Typography role="status">{status === 'all' ? 'There are no submissions.' : `There are no ${STATUS_LABELS[status].toLowerCase()} submissions.`}</Typography>
      )}
      {submissions.length > 0 && (
        <Box component="section" aria-label="Submissions">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`${submissions.length} submission${submissions.length === 1 ? '' : 's'}`}
          </Typography>
          {submissions.map((submission) => (
            <SubmissionItem
              key={submission.id}
              submission={submission}
              busy={busyId === submission.id}
              onDecide={(one, decision) => void decide(one, decision)}
              onReopen={(one) => void reopen(one)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
