import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ReviewSubmission } from './reviewApi';
import { dayOf, lociLabel, submitterName, symbolTypeLabel } from './reviewRules';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

const none = <Typography component="span" color="text.secondary">None</Typography>;

/** Everything a submission holds, the comments included: this page is for curators only (001 §6). */
export function SubmissionDetails({ submission }: { submission: ReviewSubmission }) {
  const { comments, submitterInfo } = submission;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Field label="Symbol">{submission.geneClassSymbol}</Field>
        <Field label="Symbol type">{symbolTypeLabel(submission.symbolType)}</Field>
        <Field label="Full name">{submission.fullName}</Field>
        {submission.symbolType === 'mutant' && <Field label="Phenotype class">{submission.phenotypeClass ?? none}</Field>}
        <Field label="Additional details">{submission.additionalDetails ?? none}</Field>
        <Field label="Associated loci">{lociLabel(submission.numberOfAssociatedLoci)}</Field>
        <Field label="Submitted">{dayOf(submission.submittedAt)}</Field>
        <Field label="Submitter">
          <Link component={RouterLink} to={`/community?key=${submission.communityId}`}>
            {submitterName(submission)}
          </Link>
          {submitterInfo.email && ` (${submitterInfo.email})`}
          {submitterInfo.institution && `, ${submitterInfo.institution}`}
        </Field>
        {submission.status === 'rejected' && <Field label="Reason for rejection">{submission.rejectionReason}</Field>}
        {submission.recordKey && (
          <Field label="Registered symbol">
            <Link component={RouterLink} to={`/genesymbol?key=${encodeURIComponent(submission.recordKey)}`}>
              {submission.geneClassSymbol}
            </Link>
          </Field>
        )}
      </Box>
      <Box component="section" aria-label={`Comments on ${submission.geneClassSymbol}`} sx={{ borderLeft: '3px solid', borderColor: 'divider', pl: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Comments (seen by curators only)
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comments.text ?? 'No comment text.'}</Typography>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          Loci
        </Typography>
        {comments.loci.length === 0 ? (
          <Typography color="text.secondary">None listed.</Typography>
        ) : (
          <Box component="ul" sx={{ my: 0, pl: 3 }}>
            {comments.loci.map((locus) => (
              <li key={locus.id}>
                <Link component={RouterLink} to={`/locus?key=${encodeURIComponent(locus.id)}`}>
                  {locus.name}
                </Link>
                {locus.symbol ? ` (${locus.symbol})` : ''}
              </li>
            ))}
          </Box>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          Publications
        </Typography>
        {comments.publications.length === 0 ? (
          <Typography color="text.secondary">None listed.</Typography>
        ) : (
          <Box component="ul" sx={{ my: 0, pl: 3, overflowWrap: 'anywhere' }}>
            {comments.publications.map((publication) => (
              <li key={publication.id}>
                <Link component={RouterLink} to={`/publication?key=${encodeURIComponent(publication.id)}`}>
                  {publication.title}
                </Link>
                {publication.year ? ` (${publication.year})` : ''}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
