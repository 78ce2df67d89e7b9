import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { failingNewsHandlers, pendingNewsHandlers, unviewablePostingHandler } from '../../../mocks/newsHandlers';
import { JOB_POSTING_UNAVAILABLE, JobPostingPage } from './JobPostingPage';
import { NewsSectionFrame } from './NewsSectionFrame.storySupport';

const meta = {
  title: 'News/Job Posting',
  component: JobPostingPage,
  parameters: { route: '/news/jobs/view?file=postdoc-circadian-flowering.txt' },
  decorators: [(Story) => <NewsSectionFrame><Story /></NewsSectionFrame>],
} satisfies Meta<typeof JobPostingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Watches the object URLs the viewer makes and releases; the real ones are still made, so the file still shows. */
const watchObjectUrls = () => {
  const create = spyOn(URL, 'createObjectURL');
  const revoke = spyOn(URL, 'revokeObjectURL');
  return () => {
    create.mockRestore();
    revoke.mockRestore();
  };
};

/** The file handed to the viewer's first object URL, and that URL. */
const firstObjectUrl = () => ({
  file: mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob | undefined,
  url: mocked(URL.createObjectURL).mock.results[0]?.value as string | undefined,
});

/** A posting that cannot be shown: the reason, and no picture. */
const unavailablePlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(JOB_POSTING_UNAVAILABLE);
  await expect(canvas.queryByRole('img')).toBeNull();
};

export const PlainText: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/study how the circadian clock gates flowering time/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Image: Story = {
  parameters: { route: '/news/jobs/view?file=phd-vernalization-flc.png' },
  beforeEach: watchObjectUrls,
  play: async ({ canvasElement }) => {
    const picture = await within(canvasElement).findByRole('img', { name: 'Job posting phd-vernalization-flc.png' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    const { file, url } = firstObjectUrl();
    await expect(file?.type).toBe('image/png');
    await expect(picture).toHaveAttribute('src', url);
  },
};

/** The reader leaves an image posting for the jobs list: the picture's object URL is released with it. */
export const ImageReleasedOnLeaving: Story = {
  parameters: { route: '/news/jobs/view?file=phd-vernalization-flc.png' },
  beforeEach: watchObjectUrls,
  render: () => (
    <Routes>
      <Route path="/news/jobs/view" element={<JobPostingPage />} />
      <Route path="*" element={<p>Left the posting</p>} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Job posting phd-vernalization-flc.png' });
    const { url } = firstObjectUrl();
    await expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'News' })).getByRole('link', { name: 'Jobs' }));
    await expect(await canvas.findByText('Left the posting')).toBeVisible();
    await expect(URL.revokeObjectURL).toHaveBeenCalledWith(url);
  },
};

export const Pdf: Story = {
  parameters: { route: '/news/jobs/view?file=technician-stock-genotyping.pdf' },
  beforeEach: watchObjectUrls,
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Job posting technician-stock-genotyping.pdf');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const { file, url } = firstObjectUrl();
    await expect(file?.type).toBe('application/pdf');
    await expect(frame).toHaveAttribute('src', url);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the job posting…');
  },
};

/** A file the server does not have. */
export const Missing: Story = {
  parameters: { route: '/news/jobs/view?file=withdrawn-posting.txt' },
  play: unavailablePlay,
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingNewsHandlers() } },
  play: unavailablePlay,
};

/** A posting in a form the viewer does not show. */
export const Unviewable: Story = {
  parameters: { msw: { handlers: [unviewablePostingHandler()] } },
  play: unavailablePlay,
};

export const NoFile: Story = {
  parameters: { route: '/news/jobs/view' },
  play: unavailablePlay,
};
