import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { stubClipboard } from '../../renderers/sequence/clipboardStubs.storySupport';
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

const row = (canvasElement: HTMLElement, name: RegExp) => within(within(canvasElement).getByRole('row', { name }));

/** The alert of an empty or failed folder: the §8 text with the curators' mailbox, and no table. */
const unavailablePlay: Story['play'] = async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent(`${DIRECTORY_UNAVAILABLE} curator@arabidopsis.org`);
  await expect(within(alert).getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
  await expect(within(canvasElement).queryByRole('table')).toBeNull();
};

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
    await expect(readme.getByText('Jan 5, 2025')).toHaveAttribute('dateTime', '2025-01-05T09:00:00.000Z');
    await expect(readme.getByRole('link', { name: 'View README.txt' })).toHaveAttribute('href', '/download/file?path=Genes%2FREADME.txt');
    await expect(readme.getByRole('link', { name: 'Download README.txt' })).toHaveAttribute('href', expect.stringContaining('/api/download-files/download?filePath=Genes%2FREADME.txt'));
    await expect(readme.getByRole('link', { name: 'Download README.txt' })).toHaveAttribute('download', 'README.txt');
    // A quarter to midnight UTC on 30 June stays 30 June whatever the reader's clock.
    await expect(row(canvasElement, /functional_descriptions/).getByText('Jun 30, 2025')).toBeVisible();
    await expect(row(canvasElement, /very_long_file_name/).getByText('50.00 MB')).toBeVisible();
    // A .gz file is saved, never shown: Download, and no View.
    const gz = row(canvasElement, /Araport11_GFF3_genes/);
    await expect(gz.getByRole('link', { name: 'Download Araport11_GFF3_genes.excerpt.gff.gz' })).toBeVisible();
    await expect(gz.queryByRole('link', { name: /^View / })).toBeNull();
    const folder = row(canvasElement, /Gene_families/);
    await expect(folder.getByText('Folder')).toBeVisible();
    await expect(folder.getByRole('link', { name: /^Gene_families$/ })).toHaveAttribute('href', '/download/list?dir=Genes%2FGene_families');
    await expect(folder.queryByRole('link', { name: /^Download/ })).toBeNull();
    // Breadcrumbs: Home > Download > the folder, each a link to its list.
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Download', '/download/overview'],
      ['Genes', '/download/list?dir=Genes'],
    ]);
    await expect(trail.getByRole('link', { name: 'Genes' })).toHaveAttribute('aria-current', 'page');
    // Sorted by the column headers, the folder staying on top.
    await expect(names(canvasElement)).toEqual([
      'Gene_families',
      'Araport11_functional_descriptions.excerpt.txt',
      'Araport11_GFF3_genes.excerpt.gff.gz',
      'Araport11_whole_genome_a_very_long_file_name_that_has_to_wrap_on_a_phone_screen.fasta',
      'README.txt',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Modified' }));
    await expect(names(canvasElement).slice(1)).toEqual([
      'Araport11_whole_genome_a_very_long_file_name_that_has_to_wrap_on_a_phone_screen.fasta',
      'Araport11_GFF3_genes.excerpt.gff.gz',
      'README.txt',
      'Araport11_functional_descriptions.excerpt.txt',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Size' }));
    await expect(names(canvasElement)[1]).toBe('Araport11_GFF3_genes.excerpt.gff.gz');
    await expect(canvas.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'ascending');
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
    await expect(row(canvasElement, /TAIR_GeneDescriptions/).getByText('1.50 MB')).toBeVisible();
  },
};

/** A clipboard the story controls: the first copy works, the second is refused. */
const clipboardWrites = fn<(text: string) => Promise<void>>();

/** The copy icon puts the file's API download address on the clipboard; a refused copy is only logged. */
export const DownloadLinkCopied: Story = {
  beforeEach: () => {
    clipboardWrites.mockReset().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Denied'));
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    const restoreClipboard = stubClipboard(clipboardWrites);
    return () => {
      restoreClipboard();
      logged.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy download link of README.txt' }));
    await expect(clipboardWrites).toHaveBeenCalledWith(`${window.location.origin}/api/download-files/download?filePath=Genes%2FREADME.txt`);
    await expect(await row(canvasElement, /README\.txt/).findByText('Copied')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Copy download link of Araport11_GFF3/ }));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Copying the download link failed', expect.any(Error)));
    await expect(canvas.queryByRole('alert')).toBeNull();
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
  play: unavailablePlay,
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingDownloadHandlers() } },
  play: unavailablePlay,
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
