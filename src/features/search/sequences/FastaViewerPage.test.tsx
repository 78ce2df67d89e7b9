import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { geneActionsHandlers } from '../../../../mocks/search/geneActionsHandlers';
import { server } from '../../../../tests/unit/setup';
import { refuseClipboardWrites } from '../../../renderers/sequence/clipboardStubs';
import { FASTA_COPIED, FASTA_COPY_FAILED, NO_SEQUENCES } from './FastaText';
import * as stories from './FastaViewerPage.stories';
import { LOADING_SEQUENCES, NO_REQUEST_KEY, REQUEST_NOT_STORED } from './FastaViewerPage';
import { SEQUENCES_FAILED } from './fetchSequences';
import { STORY_REFUSAL, storyRequest } from './sequenceStorySupport';

const { Loaded, Long, Loading, NothingFound, Refused, Failed, NoKey, NotStored } = composeStories(stories);

type StoryWithHandlers = { parameters: Record<string, unknown> };
// Storybook's msw loader applies a story's handlers in the browser; in jsdom the test does.
const useStoryHandlers = (story: StoryWithHandlers) =>
  server.use(...((story.parameters.msw as { handlers: Parameters<typeof server.use> }).handlers));

// The ordinary answers under every test; a test's own handlers take precedence.
beforeEach(() => server.use(...geneActionsHandlers));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('FASTA viewer', () => {
  it('posts the stored request and shows the FASTA text', async () => {
    let posted: unknown;
    server.use(
      http.post('*/api/search/sequences', async ({ request }) => {
        posted = await request.json();
        return new HttpResponse('>AT1G01010.1 NAC001\nATGGAGGATCAAGTTGGGTTT\n', { headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    render(<Loaded />);
    expect(await screen.findByText('1 sequence')).toBeVisible();
    expect(screen.getByLabelText('FASTA sequences').textContent).toBe('>AT1G01010.1 NAC001\nATGGAGGATCAAGTTGGGTTT\n');
    expect(posted).toEqual(storyRequest);
  });

  it("says 'Loading ....' until the text arrives", async () => {
    useStoryHandlers(Loading);
    render(<Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent(LOADING_SEQUENCES);
    expect(LOADING_SEQUENCES).toBe('Loading ....');
  });

  it('counts every record of a long answer', async () => {
    useStoryHandlers(Long);
    render(<Long />);
    expect(await screen.findByText('80 sequences')).toBeVisible();
  });

  it('says when no sequence was found', async () => {
    useStoryHandlers(NothingFound);
    render(<NothingFound />);
    expect(await screen.findByText(NO_SEQUENCES)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("shows the server's reason when it refuses the request", async () => {
    useStoryHandlers(Refused);
    render(<Refused />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STORY_REFUSAL);
  });

  it('says the sequences could not be loaded when the server fails', async () => {
    useStoryHandlers(Failed);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEQUENCES_FAILED);
  });

  it('says the sequences could not be loaded when the network fails', async () => {
    server.use(http.post('*/api/search/sequences', () => HttpResponse.error()));
    render(<Loaded />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEQUENCES_FAILED);
  });

  it('says so when the address names no request, without calling the server', async () => {
    const calls = vi.fn();
    server.use(http.post('*/api/search/sequences', () => (calls(), HttpResponse.text('>never'))));
    render(<NoKey />);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_REQUEST_KEY);
    expect(calls).not.toHaveBeenCalled();
  });

  it('says so when the named request is not stored in this browser', async () => {
    render(<NotStored />);
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_NOT_STORED);
  });

  it('copies the whole FASTA text', async () => {
    const user = userEvent.setup();
    render(<Loaded />);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(FASTA_COPIED)).toBeVisible();
    const copied = await navigator.clipboard.readText();
    expect(copied.startsWith('>AT1G01010.1 | araport11_coding')).toBe(true);
    expect(copied).toContain('>AT2G03340.1 | araport11_coding');
  });

  it('says when the clipboard refuses the copy', async () => {
    const user = userEvent.setup();
    render(<Loaded />);
    const copyButton = await screen.findByRole('button', { name: 'Copy' });
    const restore = refuseClipboardWrites();
    try {
      await user.click(copyButton);
      expect(await screen.findByText(FASTA_COPY_FAILED)).toBeVisible();
    } finally {
      restore();
    }
  });

  it('downloads the text as a dated .fasta file', async () => {
    const saved: { name?: string; blob?: Blob } = {};
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => ((saved.blob = blob), 'blob:fasta'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    render(<Loaded />);
    const downloadButton = await screen.findByRole('button', { name: 'Download' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 7, 15, 30));
    downloadButton.click();
    await waitFor(() => expect(saved.name).toBe('sequences_2026-03-07.fasta'));
    expect(await saved.blob?.text()).toBe(screen.getByLabelText('FASTA sequences').textContent);
  });
});
