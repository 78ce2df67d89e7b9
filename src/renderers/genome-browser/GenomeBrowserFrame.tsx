import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BROWSER_ANSWER_TIMEOUT_MS, useBrowserAnswer } from './useBrowserAnswer';

// 002 §2.4: the embedded frame is 650×280 px.
export const FRAME_WIDTH = 650;
export const FRAME_HEIGHT = 280;

const frameBox = { display: 'block', width: FRAME_WIDTH, maxWidth: '100%', height: FRAME_HEIGHT, border: 1, borderColor: 'divider' } as const;

interface Props {
  src: string;
  /** The full browser on the same view, offered when the frame cannot show it. */
  fullScreen: string;
  title: string;
  answerTimeoutMs?: number;
}

/**
 * The genome browser's frame, or, when the browser does not answer, a notice in its place with a link to open it
 * in a new tab (where the reader's own browser explains what went wrong) and a way to try again.
 */
export function GenomeBrowserFrame({ src, fullScreen, title, answerTimeoutMs = BROWSER_ANSWER_TIMEOUT_MS }: Props) {
  const [holder, setHolder] = useState<HTMLElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const answer = useBrowserAnswer(src, holder, answerTimeoutMs, attempt);

  return (
    <Box ref={setHolder} sx={{ minWidth: 0 }}>
      {answer === 'silent' ? (
        <Box
          role="status"
          data-browser-silent
          sx={{ ...frameBox, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'center', gap: 1, p: 2, textAlign: 'center' }}
        >
          <Typography variant="body2">
            The genome browser did not answer.{' '}
            <Link href={fullScreen} target="_blank" rel="noopener noreferrer">
              Open it in a new tab.
            </Link>
          </Typography>
          <Button size="small" variant="outlined" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </Box>
      ) : (
        <Box
          key={attempt}
          component="iframe"
          src={src}
          title={title}
          width={FRAME_WIDTH}
          height={FRAME_HEIGHT}
          loading="lazy"
          // The browser needs its scripts and its own origin's data; nothing else is allowed.
          sandbox="allow-scripts allow-same-origin allow-popups"
          sx={frameBox}
        />
      )}
    </Box>
  );
}
