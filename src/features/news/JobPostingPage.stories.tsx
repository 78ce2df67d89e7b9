import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failingNewsHandlers, pendingNewsHandlers, unviewablePostingHandler } from '../../../mocks/newsHandlers';
import { JOB_POSTING_UNAVAILABLE, JobPostingPage } from './JobPostingPage';
import { NewsSectionFrame } from './NewsSectionFrame';

const meta = {
  title: 'News/Job Posting',
  component: JobPostingPage,
  parameters: { route: '/news/jobs/view?file=postdoc-circadian-flowering.txt' },
  decorators: [(Story) => <NewsSectionFrame><Story /></NewsSectionFrame>],
} satisfies Meta<typeof JobPostingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainText: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/study how the circadian clock gates flowering time/)).toBeVisible();
  },
};

export const Image: Story = {
  parameters: { route: '/news/jobs/view?file=phd-vernalization-flc.png' },
  play: async ({ canvasElement }) => {
    const picture = await within(canvasElement).findByRole('img', { name: 'Job posting phd-vernalization-flc.png' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const Pdf: Story = {
  parameters: { route: '/news/jobs/view?file=technician-stock-genotyping.pdf' },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Job posting technician-stock-genotyping.pdf');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
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
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(JOB_POSTING_UNAVAILABLE);
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(JOB_POSTING_UNAVAILABLE);
  },
};

/** A posting in a form the viewer does not show. */
export const Unviewable: Story = {
  parameters: { msw: { handlers: [unviewablePostingHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(JOB_POSTING_UNAVAILABLE);
  },
};

export const NoFile: Story = {
  parameters: { route: '/news/jobs/view' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(JOB_POSTING_UNAVAILABLE);
  },
};
