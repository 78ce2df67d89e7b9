import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { REVIEW_STATUSES, allSubmissionLists, isStatusFilter, sendDecision, submissionsQuery, type Decision, type ReviewSubmission } from './reviewApi';
import { STATUS_LABELS, decisionMessage } from './reviewRules';
import { SubmissionItem } from './SubmissionItem';

export const REVIEW_HEADING = 'Gene Class Symbol Submissions';
export const LOAD_ERROR = 'The submissions could not be loaded. Please try again later.';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

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

  const decide = async (submission: ReviewSubmission, decision: Decision) => {
    setBusyId(submission.id);
    setOutcome(null);
    const result = await sendDecision(submission.id, decision);
    setBusyId(null);
    if (result.ok) {
      setOutcome({ tone: 'success', text: decisionMessage(result.submission) });
      await client.invalidateQueries(allSubmissionLists);
    } else {
      setOutcome({ tone: 'error', text: `${submission.geneClassSymbol}: ${result.error}` });
    }
  };

  const submissions = list.data ?? [];
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'My Profile', to: '/profile' }, { label: REVIEW_HEADING }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {REVIEW_HEADING}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Gene class symbols members have registered. Open a submission to read its details and comments, then approve
        it, change it before approving, or reject it with a reason. Approved symbols join the list of gene class
        symbols at once.
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
          <Alert severity={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'} onClose={() => setOutcome(null)}>
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
            <SubmissionItem key={submission.id} submission={submission} busy={busyId === submission.id} onDecide={(one, decision) => void decide(one, decision)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
