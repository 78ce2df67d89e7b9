import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenomeBrowserFrame } from './GenomeBrowserFrame';
import { BROWSER_ANSWER_TIMEOUT_MS } from './useBrowserAnswer';

// The rest of the frame's behaviour is checked in ExternalGenomeBrowser.stories.tsx, in Chromium. This one check stays here
// because it needs fake timers: it tells 15 s from 14.9 s without waiting for either, which a story cannot do.

const SILENT = 'The genome browser did not answer. Open it in a new tab.';
const frameSrc = 'https://jbrowse.arabidopsis.org/?data=Araport11&loc=Chr1%3A3518..6012';

// The notice (which also starts the clock) is a lazy component: the first render of it waits for its module and then
// for React's reveal throttle, a fake timer of its own. Shown once beforehand (a browser that cannot be reached), it
// renders at once afterwards, so the clock starts with the frame as it does on a page that has shown one already.
beforeAll(async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const { unmount } = render(<GenomeBrowserFrame src={frameSrc} fullScreen={frameSrc} title="Genome browser view" />);
  await screen.findByRole('status');
  unmount();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  // The browser never answers: the probe stays pending until the frame gives up and aborts it.
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) =>
    new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GenomeBrowserFrame when the browser does not answer', () => {
  it(`says so after ${BROWSER_ANSWER_TIMEOUT_MS / 1000} s without an answer, not before`, async () => {
    vi.useFakeTimers();
    render(<GenomeBrowserFrame src={frameSrc} fullScreen={frameSrc} title="Genome browser view of AT1G01010" />);
    await act(() => vi.advanceTimersByTimeAsync(BROWSER_ANSWER_TIMEOUT_MS - 100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTitle('Genome browser view of AT1G01010')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('status')).toHaveTextContent(SILENT);
  });
});
