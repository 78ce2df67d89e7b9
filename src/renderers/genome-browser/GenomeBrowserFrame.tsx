import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useState } from 'react';
import { FRAME_HEIGHT, FRAME_WIDTH, frameBox } from './frameBox';
import { BROWSER_ANSWER_TIMEOUT_MS } from './useBrowserAnswer';

export { FRAME_HEIGHT, FRAME_WIDTH } from './frameBox';

// Only needed once the page is up, so it stays out of the code every detail page loads first.
const BrowserSilentNotice = lazy(() => import('./BrowserSilentNotice'));

interface Props {
  src: string;
  /** The full browser on the same view, offered when the frame cannot show it. */
  fullScreen: string;
  title: string;
  answerTimeoutMs?: number;
}

/** The genome browser's frame, or, when the browser does not answer, a notice in its place (BrowserSilentNotice). */
export function GenomeBrowserFrame({ src, fullScreen, title, answerTimeoutMs = BROWSER_ANSWER_TIMEOUT_MS }: Props) {
  const [holder, setHolder] = useState<HTMLElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [silent, setSilent] = useState(false);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <Box ref={setHolder} sx={{ minWidth: 0 }}>
      {!silent && (
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
      <Suspense fallback={null}>
        <BrowserSilentNotice
          src={src}
          fullScreen={fullScreen}
          target={holder}
          timeoutMs={answerTimeoutMs}
          attempt={attempt}
          onSilent={setSilent}
          onRetry={retry}
        />
      </Suspense>
    </Box>
  );
}
