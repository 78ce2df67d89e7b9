import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, waitFor, within } from 'storybook/test';
import { DownloadFilePage } from './DownloadFilePage';
import { DownloadPagesFrame } from './DownloadPagesFrame.testSupport';
import { FILE_NOT_FOUND, FILE_UNAVAILABLE } from './DownloadUnavailable';
import { downloadHandlers, failingDownloadHandlers, largeTextHandler, pendingDownloadHandlers } from '../../../mocks/downloadHandlers';

/**
 * Watches what the page hands to the browser: the object URLs of a preview (still made, so the file still shows),
 * and the files given to the browser's download, which is an anchor's click (recorded instead of saving a file;
 * the end-to-end test checks the saved bytes).
 */
const watchBrowserHandOffs = () => {
  const objectUrls = spyOn(URL, 'createObjectURL');
  const downloads = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => {
    objectUrls.mockRestore();
    downloads.mockRestore();
  };
};

/** The files handed to the browser's download: the address and the name of each. */
const browserDownloads = () =>
  mocked(HTMLAnchorElement.prototype.click).mock.contexts.map((anchor) => [(anchor as HTMLAnchorElement).href, (anchor as HTMLAnchorElement).download]);

/** The file behind the page's first object URL, and that URL. */
const firstObjectUrl = () => ({
  file: mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob | undefined,
  url: mocked(URL.createObjectURL).mock.results[0]?.value as string | undefined,
});

const downloadUrl = (path: string) => `${window.location.origin}/api/download-files/download?filePath=${encodeURIComponent(path)}`;

const meta = {
  title: 'Pages/Download/File',
  component: DownloadFilePage,
  parameters: { route: '/download/file?path=Protocols%2FSeed_sterilization.txt', msw: { handlers: downloadHandlers } },
  decorators: [(Story) => <DownloadPagesFrame><Story /></DownloadPagesFrame>],
  beforeEach: watchBrowserHandOffs,
} satisfies Meta<typeof DownloadFilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The §8 text with the curators' mailbox as a link. */
const unavailablePlay: Story['play'] = async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent(`${FILE_UNAVAILABLE} curator@arabidopsis.org`);
  await expect(within(alert).getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
};

/** 001 §2.5, §4: a file that is saved, not shown: saved once, then its folder's list shows. */
const savedPlay =
  (path: string, folder: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: folder })).toBeVisible();
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(browserDownloads()).toEqual([[downloadUrl(path), path.split('/').at(-1)]]);
  };

export const PreviewText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = await canvas.findByLabelText('Content of Seed_sterilization.txt');
    await expect(content).toHaveTextContent('Surface sterilisation of Arabidopsis seed');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Seed_sterilization.txt');
    await expect(canvas.getByRole('link', { name: 'Back to the folder' })).toHaveAttribute('href', '/download/list?dir=Protocols');
    await expect(canvas.getByRole('link', { name: 'Download Seed_sterilization.txt' })).toHaveAttribute('href', downloadUrl('Protocols/Seed_sterilization.txt'));
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Protocols' })).toHaveAttribute('href', '/download/list?dir=Protocols');
    await expect(breadcrumb.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Download', 'Protocols', 'Seed_sterilization.txt']);
    // Shown, not saved.
    await expect(browserDownloads()).toEqual([]);
  },
};

export const PreviewImage: Story = {
  parameters: { route: '/download/file?path=Protocols%2Fchromosome_overview.png' },
  play: async ({ canvasElement }) => {
    const picture = await within(canvasElement).findByRole('img', { name: 'chromosome_overview.png' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    // Drawn from the bytes the server sent.
    const { file, url } = firstObjectUrl();
    await expect(file?.type).toBe('image/png');
    await expect(picture).toHaveAttribute('src', url);
  },
};

export const PreviewPdf: Story = {
  parameters: { route: '/download/file?path=Protocols%2FFloral_dip_transformation.pdf' },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Floral_dip_transformation.pdf');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const { file, url } = firstObjectUrl();
    await expect(file?.type).toBe('application/pdf');
    await expect(frame).toHaveAttribute('src', url);
  },
};

/** A 50 MB text file: its first MB is shown, with a note and a link to download it all. */
export const LargeText: Story = {
  parameters: { route: '/download/file?path=Genes%2Fbig.txt', msw: { handlers: [largeTextHandler()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent('Showing the beginning of a 50.00 MB file. Download the whole file');
    await expect(canvas.getByRole('link', { name: 'Download the whole file' })).toBeVisible();
    // The beginning ends at a whole line.
    await expect(canvas.getByLabelText('Content of big.txt').textContent).toMatch(/\n$/);
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
  play: unavailablePlay,
};

/** A file the server does not have says so, and does not ask the reader to try again later. */
export const Missing: Story = {
  parameters: { route: '/download/file?path=Protocols%2Fwithdrawn.txt' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`${FILE_NOT_FOUND} curator@arabidopsis.org`);
    await expect(alert).not.toHaveTextContent(/try again later/);
  },
};

/** An address without a path. */
export const NoPath: Story = {
  parameters: { route: '/download/file' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(FILE_UNAVAILABLE);
  },
};

/** A .gz file is never shown, only saved. */
export const SavedGz: Story = {
  parameters: { route: '/download/file?path=Genes%2FAraport11_GFF3_genes.excerpt.gff.gz' },
  play: savedPlay('Genes/Araport11_GFF3_genes.excerpt.gff.gz', 'Genes'),
};

/** A text file asked for with force_download is saved. */
export const SavedWhenForced: Story = {
  parameters: { route: '/download/file?path=Genes%2FREADME.txt&force_download=true' },
  play: savedPlay('Genes/README.txt', 'Genes'),
};

/** A file neither text, picture nor PDF is saved. */
export const SavedOtherType: Story = {
  parameters: { route: '/download/file?path=Protocols%2Fplate_layout.xlsx' },
  play: savedPlay('Protocols/plate_layout.xlsx', 'Protocols'),
};

/** force_download=false: the file is shown as usual. */
export const ShownWhenNotForced: Story = {
  parameters: { route: '/download/file?path=Genes%2FREADME.txt&force_download=false' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Content of README.txt')).toHaveTextContent('Demo content of Genes/README.txt');
    await expect(browserDownloads()).toEqual([]);
  },
};

/** A .gz file that is not there is not saved: the page says it was not found instead. */
export const SaveUnavailable: Story = {
  parameters: { route: '/download/file?path=Genes%2Fwithdrawn.gz' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(FILE_NOT_FOUND);
    await expect(browserDownloads()).toEqual([]);
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
