import { Notice } from '../../ui/Notice';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { z } from 'zod/mini';

interface Props {
  recordType: string;
  /** Schema issues when the response had the wrong shape; absent for other errors (e.g. a malformed accession). */
  issues?: z.core.$ZodIssue[];
  reason?: string;
}

const describeIssue = (issue: z.core.$ZodIssue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`;

/** The server answered, but not with a record we can show: say so plainly, and log the details once. */
export function ResponseErrorView({ recordType, issues, reason }: Props) {
  useEffect(() => {
    document.title = 'Error';
    if (issues) console.warn(`The ${recordType} response did not match its schema:`, issues.map(describeIssue));
  }, [issues, recordType]);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        This {recordType} cannot be shown
      </Typography>
      <Notice tone="error">
        {issues
          ? `The server's answer for this ${recordType} was not in the expected form, so it is not shown rather than shown wrongly. Please try again later or contact curator@arabidopsis.org.`
          : (reason ?? 'The request was not valid.')}
      </Notice>
      {issues ? (
        <Box component="details" sx={{ mt: 2 }}>
          <summary>Technical details ({issues.length})</summary>
          <Box component="ul" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
            {issues.slice(0, 20).map((issue, index) => (
              <li key={index}>{describeIssue(issue)}</li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
