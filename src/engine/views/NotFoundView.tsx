import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../../ui/Notice';

/** 002 §2.3, §8: a missing key, an unknown name or a failed load ends here, never on a blank page. */
export function NotFoundView({ recordType, reason, children }: { recordType: string; reason: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = 'Not Found';
  }, []);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Not Found
      </Typography>
      <Notice tone="info">
        <Typography>The {recordType} you asked for was not found.</Typography>
        <Typography variant="body2">{reason}</Typography>
      </Notice>
      {children}
      <Typography sx={{ mt: 2 }}>
        Check the link, or go back to the{' '}
        <Link component={RouterLink} to="/">
          home page
        </Link>
        .
      </Typography>
    </Box>
  );
}
