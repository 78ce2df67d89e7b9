import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DownloadListPage } from './DownloadListPage';
import { DIRECTORY_UNAVAILABLE } from './DownloadUnavailable';
import { downloadHandlers, emptyFolderHandler, failingDownloadHandlers, pendingDownloadHandlers } from '../../../mocks/downloadHandlers';

const meta = {
  title: 'Pages/Download/List',
  component: DownloadListPage,
  parameters: { route: '/download/list?dir=Genes', msw: { handlers: downloadHandlers } },
} satisfies Meta<typeof DownloadListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** A folder: a sub-folder first, then the files with size, UTC date and their links; sortable by the headers. */
export const Folder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const readme = within(canvas.getByRole('row', { name: /README\.txt/ }));
    await expect(readme.getByText('1 KB')).toBeVisible();
    await expect(readme.getByText('Jan 5, 2025')).toBeVisible();
    await expect(readme.getByRole('link', { name: 'View README.txt' })).toHaveAttribute('href', '/download/file?path=Genes%2FREADME.txt');
    await expect(readme.getByRole('link', { name: 'Download README.txt' })).toHaveAttribute('href', expect.stringContaining('/api/download-files/download?filePath=Genes%2FREADME.txt'));
    await expect(canvas.getByRole('row', { name: /very_long_file_name/ })).toHaveTextContent('50.00 MB');
    await expect(names(canvasElement)[0]).toBe('Gene_families');
    await userEvent.click(canvas.getByRole('button', { name: 'Size' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Size' }));
    await waitFor(() => expect(names(canvasElement).slice(1, 3)).toEqual(['Araport11_whole_genome_a_very_long_file_name_that_has_to_wrap_on_a_phone_screen.fasta', 'Araport11_functional_descriptions.excerpt.txt']));
    await expect(canvas.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Subscriber releases: the diamond on the data file, not on README.txt or .DS_Store. */
export const SubscriberReleases: Story = {
  parameters: { route: '/download/list?dir=Subscriber_Data_Releases' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(within(canvas.getByRole('row', { name: /TAIR_GeneDescriptions/ })).getByRole('img', { name: 'Premium content' })).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /README\.txt/ })).queryByRole('img', { name: 'Premium content' })).toBeNull();
    await expect(within(canvas.getByRole('row', { name: /DS_Store/ })).queryByRole('img', { name: 'Premium content' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingDownloadHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the folder…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyFolderHandler()] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`${DIRECTORY_UNAVAILABLE} curator@arabidopsis.org`);
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingDownloadHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(DIRECTORY_UNAVAILABLE);
  },
};

/** At 375 px the table fits: long names wrap and the links stack, with no sideways scroll. */
export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
