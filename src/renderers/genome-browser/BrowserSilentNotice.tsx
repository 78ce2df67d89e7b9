import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { frameBox } from './frameBox';
import { useBrowserAnswer } from './useBrowserAnswer';

interface Props {
  src: string;
  fullScreen: string;
  target: Element | null;
  timeoutMs: number;
  attempt: number;
  onSilent: (silent: boolean) => void;
  onRetry: () => void;
}

/**
 * Watches whether the genome browser answers and, when it does not, takes the frame's place with a notice, a link
 * to open the browser in a new tab (where the reader's own browser explains what went wrong) and a way to try
 * again. Loaded after the page has rendered: nothing of it is needed to show the page.
 */
export default function BrowserSilentNotice({ src, fullScreen, target, timeoutMs, attempt, onSilent, onRetry }: Props) {
  const answer = useBrowserAnswer(src, target, timeoutMs, attempt);
  const silent = answer === 'silent';
  useEffect(() => onSilent(silent), [silent, onSilent]);
  if (!silent) return null;
  return (
    <Box
      role="status"
      sx={{ ...frameBox, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'center', gap: 1, p: 2, textAlign: 'center' }}
    >
      <Typography variant="body2">
        The genome browser did not answer.{' '}
        <Link href={fullScreen} target="_blank" rel="noopener noreferrer">
          Open it in a new tab.
        </Link>
      </Typography>
      <Button size="small" variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
