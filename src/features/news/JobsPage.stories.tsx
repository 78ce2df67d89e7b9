import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyNewsHandlers, failingNewsHandlers, pendingNewsHandlers } from '../../../mocks/newsHandlers';
import { JobsPage } from './JobsPage';
import { NewsSectionFrame } from './NewsSectionFrame.storySupport';
import { readableDate } from './newsDates';

const meta = {
  title: 'News/Jobs',
  component: JobsPage,
  parameters: { route: '/news/jobs' },
  decorators: [(Story) => <NewsSectionFrame><Story /></NewsSectionFrame>],
} satisfies Meta<typeof JobsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posting files open in the portal's viewer; web addresses open the employer's page in a new tab. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Job postings' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    const textPosting = list.getByRole('link', { name: /^Postdoctoral Researcher/ });
    await expect(textPosting).toHaveAttribute('href', '/news/jobs/view?file=postdoc-circadian-flowering.txt');
    await expect(textPosting).not.toHaveAttribute('target');
    await expect(list.getByRole('link', { name: /^Research Technician/ })).toHaveAttribute('href', '/news/jobs/view?file=technician-stock-genotyping.pdf');
    const external = list.getByRole('link', { name: /^Assistant Professor/ });
    await expect(external).toHaveAttribute('href', 'https://jobs.example.org/plant-systems-biology');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(list.getByText(`Application Deadline: ${readableDate('2026-12-31')}`)).toBeVisible();
    await expect(list.getAllByText(/^Application Deadline/)).toHaveLength(1);
    const [withDeadline, withoutDeadline] = list.getAllByRole('listitem');
    await expect(withDeadline).toHaveTextContent(`Application Deadline: ${readableDate('2026-12-31')}`);
    await expect(withoutDeadline).not.toHaveTextContent('Application Deadline');
    await expect(canvas.getByRole('link', { name: /^Subscribe to the RSS feed/ })).toHaveAttribute('href', '/api/news/jobs/rss');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading job postings…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No job postings to show.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingNewsHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No job postings to show.')).toBeVisible();
  },
};
