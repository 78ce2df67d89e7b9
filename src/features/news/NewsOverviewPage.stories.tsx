import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsOverviewPage } from './NewsOverviewPage';
import { NewsSectionFrame } from './NewsSectionFrame.storySupport';
import { ICAR_ABSTRACTS_URL, POST_A_JOB_URL } from '../../site/externalLinks';

const meta = {
  title: 'News/Overview',
  component: NewsOverviewPage,
  parameters: { route: '/news/overview' },
  decorators: [(Story) => <NewsSectionFrame><Story /></NewsSectionFrame>],
} satisfies Meta<typeof NewsOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page of the section with what it holds; the side bar offers the same pages. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const pages = within(canvas.getByRole('list', { name: 'News pages' }));
    await expect(pages.getByRole('link', { name: 'Breaking News' })).toHaveAttribute('href', '/news/breaking-news');
    await expect(pages.getByText('News from the past 9 months.')).toBeVisible();
    await expect(pages.getByText('News older than 9 months.')).toBeVisible();
    await expect(pages.getByRole('link', { name: /^ICAR Abstracts/ })).toHaveAttribute('href', ICAR_ABSTRACTS_URL);
    await expect(pages.getByRole('link', { name: /^How to Post a Job/ })).toHaveAttribute('target', '_blank');
    const sideBar = within(canvas.getByRole('navigation', { name: 'News' }));
    await expect(sideBar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/news/breaking-news',
      '/news/old-news',
      '/news/events',
      '/news/jobs',
      ICAR_ABSTRACTS_URL,
      POST_A_JOB_URL,
    ]);
  },
};
