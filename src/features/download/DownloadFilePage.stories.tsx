import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DownloadFilePage } from './DownloadFilePage';
import { DownloadPagesFrame } from './DownloadPagesFrame';
import { FILE_UNAVAILABLE } from './DownloadUnavailable';
import { downloadHandlers, failingDownloadHandlers, largeTextHandler, pendingDownloadHandlers } from '../../../mocks/downloadHandlers';

const meta = {
  title: 'Pages/Download/File',
  component: DownloadFilePage,
  parameters: { route: '/download/file?path=Protocols%2FSeed_sterilization.txt', msw: { handlers: downloadHandlers } },
  decorators: [(Story) => <DownloadPagesFrame><Story /></DownloadPagesFrame>],
} satisfies Meta<typeof DownloadFilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreviewText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = await canvas.findByLabelText('Content of Seed_sterilization.txt');
    await expect(content).toHaveTextContent('Surface sterilisation of Arabidopsis seed');
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Protocols' })).toHaveAttribute('href', '/download/list?dir=Protocols');
  },
};

export const PreviewImage: Story = {
  parameters: { route: '/download/file?path=Protocols%2Fchromosome_overview.png' },
  play: async ({ canvasElement }) => {
    const picture = await within(canvasElement).findByRole('img', { name: 'chromosome_overview.png' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const PreviewPdf: Story = {
  parameters: { route: '/download/file?path=Protocols%2FFloral_dip_transformation.pdf' },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Floral_dip_transformation.pdf');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
  },
};

/** A 50 MB text file: its first MB is shown, with a note and a link to download it all. */
export const LargeText: Story = {
  parameters: { route: '/download/file?path=Genes%2Fbig.txt', msw: { handlers: [largeTextHandler()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent('Showing the beginning of a 50.00 MB file.');
    await expect(canvas.getByRole('link', { name: 'Download the whole file' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingDownloadHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the file…');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingDownloadHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(`${FILE_UNAVAILABLE} curator@arabidopsis.org`);
  },
};

export const Missing: Story = {
  parameters: { route: '/download/file?path=Protocols%2Fwithdrawn.txt' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(FILE_UNAVAILABLE);
  },
};

export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText('Content of Seed_sterilization.txt');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
