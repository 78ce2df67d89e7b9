import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import SvgIcon from '@mui/material/SvgIcon';
import { useId, useState } from 'react';
import { ChangeForm } from './ChangeForm';
import { ConfirmStep } from './ConfirmStep';
import { RejectForm } from './RejectForm';
import type { Decision, ReviewSubmission } from './reviewApi';
import { STATUS_LABELS, dayOf, reopenQuestion, submitterName } from './reviewRules';
import { SubmissionDetails } from './SubmissionDetails';

/** A chevron that turns when the details open (the accordion rotates it). */
const ExpandIcon = () => (
  <SvgIcon aria-hidden>
    <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
  </SvgIcon>
);

/** Chip colours with text contrast of at least 4.5:1 (white on dark amber and dark green; dark on grey). */
const statusColours = {
  pending: { bgcolor: '#8a5300', color: '#fff' },
  approved: { bgcolor: '#1b5e20', color: '#fff' },
  rejected: { bgcolor: '#e0e0e0', color: 'rgba(0, 0, 0, 0.87)' },
} as const;

/**
 * One submission in the review list: its summary line opens the details and comments, and a pending one offers
 * Approve (confirmed), Change (edit, then approve) and Reject (with a reason); a decided one can be returned to
 * pending (confirmed), so no decision is final by mistake.
 */
export function SubmissionItem({ submission, busy, onDecide, onReopen }: {
  submission: ReviewSubmission;
  busy: boolean;
  onDecide: (submission: ReviewSubmission, decision: Decision) => void;
  onReopen: (submission: ReviewSubmission) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'approve' | 'change' | 'reject' | 'reopen'>('view');
  const pending = submission.status === 'pending';

  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandIcon />} aria-controls={`${id}-details`} id={`${id}-summary`} sx={{ minHeight: 48 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {submission.geneClassSymbol}
          </Typography>
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {submission.fullName}
          </Typography>
          <Chip size="small" label={STATUS_LABELS[submission.status]} sx={statusColours[submission.status]} />
          <Typography component="span" variant="body2" color="text.secondary">
            {`submitted ${dayOf(submission.submittedAt)} by ${submitterName(submission)}`}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>
        <SubmissionDetails submission={submission} />
        {pending && mode === 'view' && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            <Button variant="contained" color="success" disabled={busy} onClick={() => setMode('approve')}>
              Approve
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => setMode('change')}>
              Change
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setMode('reject')}>
              Reject
            </Button>
          </Box>
        )}
        {pending && mode === 'approve' && (
          <ConfirmStep
            label={`Approve ${submission.geneClassSymbol}`}
            question={`Approve ${submission.geneClassSymbol}? It is then listed among the gene class symbols at once.`}
            confirmLabel="Confirm approval"
            color="success"
            busy={busy}
            onConfirm={() => {
              setMode('view');
              onDecide(submission, { decision: 'approve' });
            }}
            onCancel={() => setMode('view')}
          />
        )}
        {pending && mode === 'change' && (
          <ChangeForm
            submission={submission}
            busy={busy}
            onSubmit={(changes) => onDecide(submission, { decision: 'change', changes })}
            onCancel={() => setMode('view')}
          />
        )}
        {pending && mode === 'reject' && (
          <RejectForm
            symbol={submission.geneClassSymbol}
            busy={busy}
            onSubmit={(reason) => onDecide(submission, { decision: 'reject', reason })}
            onCancel={() => setMode('view')}
          />
        )}
        {!pending && mode === 'view' && (
          <Box sx={{ mt: 2 }}>
            <Button variant="outlined" disabled={busy} onClick={() => setMode('reopen')}>
              Return to pending
            </Button>
          </Box>
        )}
        {!pending && mode === 'reopen' && (
          <ConfirmStep
            label={`Return ${submission.geneClassSymbol} to pending`}
            question={reopenQuestion(submission)}
            confirmLabel="Confirm return to pending"
            color="primary"
            busy={busy}
            onConfirm={() => {
              setMode('view');
              onReopen(submission);
            }}
            onCancel={() => setMode('view')}
          />
        )}
      </AccordionDetails>
    </Accordion>
  );
}
