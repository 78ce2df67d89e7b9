import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './JobPostingPage.stories';
import { applyStoryHandlers } from './newsTestSupport';

const { PlainText, Image, Pdf, Loading, Missing, Failed, Unviewable, NoFile } = composeStories(stories);

// jsdom has no object URLs; these stand-ins record what the viewer was given and what it released.
const createObjectURL = vi.fn<(blob: Blob) => string>();
const revokeObjectURL = vi.fn<(url: string) => void>();
const stubs = { createObjectURL, revokeObjectURL };
const originals = Object.fromEntries(Object.keys(stubs).map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)]));
beforeAll(() => {
  for (const [name, stub] of Object.entries(stubs)) Object.defineProperty(URL, name, { value: stub, configurable: true, writable: true });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});
beforeEach(() => {
  createObjectURL.mockReset().mockImplementation(() => 'blob:posting');
  revokeObjectURL.mockReset();
});

const unavailable = 'Cannot load job postings. Please try again later or contact the curators.';

describe('Job posting viewer', () => {
  it('shows a plain-text posting as text', async () => {
    render(<PlainText />);
    expect(await screen.findByText(/study how the circadian clock gates flowering time/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an image posting as a picture and releases its URL when it leaves the page', async () => {
    const { unmount } = render(<Image />);
    const picture = await screen.findByRole('img', { name: 'Job posting phd-vernalization-flc.png' });
    expect(picture).toHaveAttribute('src', 'blob:posting');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('image/png');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:posting');
  });

  it('shows a PDF posting in a frame', async () => {
    render(<Pdf />);
    const frame = await screen.findByTitle('Job posting technician-stock-genotyping.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:posting');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
  });

  it('says it is loading until the file arrives', async () => {
    applyStoryHandlers(Loading);
    render(<Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the job posting…');
  });

  it.each([
    ['the file is not on the server', Missing],
    ['the call fails', Failed],
    ['the file is not an image, text or PDF', Unviewable],
    ['no file is named', NoFile],
  ])('says the posting cannot be loaded when %s', async (_, Story) => {
    applyStoryHandlers(Story);
    render(<Story />);
    expect(await screen.findByRole('alert')).toHaveTextContent(unavailable);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
