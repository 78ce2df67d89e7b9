import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import * as stories from './DownloadFilePage.stories';
import { DownloadPagesFrame } from './DownloadPagesFrame';
import { FILE_UNAVAILABLE } from './DownloadUnavailable';
import { downloadHandlers, restrictedFileHandler } from '../../../mocks/downloadHandlers';
import { startBrowserDownload } from './startBrowserDownload';

// jsdom cannot save files: the browser's download is recorded instead (the e2e test checks the saved bytes).
vi.mock('./startBrowserDownload', () => ({ startBrowserDownload: vi.fn() }));

const { PreviewText, PreviewImage, PreviewPdf, LargeText, Loading, Failed, Missing } = composeStories(stories);

const applyHandlers = (story: { parameters: Record<string, unknown> }) =>
  server.use(...((story.parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? []));

/** The file page and the list it may go on to, at an address, over the demo answers (as the stories are). */
const renderAt = (route: string, overrides: RequestHandler[] = []) => {
  // Within one use(), the first handler that matches answers: the overrides come first.
  server.use(...overrides, ...downloadHandlers);
  return render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[route]}>
        <DownloadPagesFrame />
      </MemoryRouter>
    </AppProviders>,
  );
};

// jsdom has no object URLs; these stand-ins record what the viewer was given.
const createObjectURL = vi.fn<(blob: Blob) => string>();
const originalCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
const originalRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
});
afterAll(() => {
  for (const [name, descriptor] of [['createObjectURL', originalCreate], ['revokeObjectURL', originalRevoke]] as const) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});
beforeEach(() => {
  createObjectURL.mockReset().mockImplementation(() => 'blob:file');
  vi.mocked(startBrowserDownload).mockReset();
});

const downloadUrl = (path: string) => `${window.location.origin}/api/download-files/download?filePath=${encodeURIComponent(path)}`;

describe('the file page shows text, pictures and PDFs', () => {
  it('shows a text file as it is, with links back to its folder and to download it', async () => {
    applyHandlers(PreviewText);
    render(<PreviewText />);
    expect(await screen.findByLabelText('Content of Seed_sterilization.txt')).toHaveTextContent('Surface sterilisation of Arabidopsis seed');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seed_sterilization.txt');
    expect(screen.getByRole('link', { name: 'Back to the folder' })).toHaveAttribute('href', '/download/list?dir=Protocols');
    expect(screen.getByRole('link', { name: 'Download Seed_sterilization.txt' })).toHaveAttribute('href', downloadUrl('Protocols/Seed_sterilization.txt'));
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Download', 'Protocols', 'Seed_sterilization.txt']);
    expect(startBrowserDownload).not.toHaveBeenCalled();
  });

  it('shows a picture and a PDF from the bytes the server sent', async () => {
    applyHandlers(PreviewImage);
    const { unmount } = render(<PreviewImage />);
    expect(await screen.findByRole('img', { name: 'chromosome_overview.png' })).toHaveAttribute('src', 'blob:file');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('image/png');
    unmount();
    applyHandlers(PreviewPdf);
    render(<PreviewPdf />);
    expect((await screen.findByTitle('Floral_dip_transformation.pdf')).tagName).toBe('IFRAME');
    expect(createObjectURL.mock.calls.at(-1)?.[0].type).toBe('application/pdf');
  });

  it('shows only the beginning of a very large text file, and says so', async () => {
    applyHandlers(LargeText);
    render(<LargeText />);
    expect(await screen.findByRole('note')).toHaveTextContent('Showing the beginning of a 50.00 MB file. Download the whole file');
    expect(screen.getByLabelText('Content of big.txt').textContent).toMatch(/\n$/);
  });
});

describe('saving instead of showing (001 §2.5, §4)', () => {
  it.each([
    ['a .gz file', '/download/file?path=Genes%2FAraport11_GFF3_genes.excerpt.gff.gz', 'Genes/Araport11_GFF3_genes.excerpt.gff.gz', 'Genes'],
    ['a text file asked for with force_download', '/download/file?path=Genes%2FREADME.txt&force_download=true', 'Genes/README.txt', 'Genes'],
    ['a file neither text, picture nor PDF', '/download/file?path=Protocols%2Fplate_layout.xlsx', 'Protocols/plate_layout.xlsx', 'Protocols'],
  ])('%s is saved once, then the list of its folder shows', async (_, route, path, folder) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: folder })).toBeVisible();
    expect(await screen.findByRole('table')).toBeVisible();
    expect(startBrowserDownload).toHaveBeenCalledTimes(1);
    expect(startBrowserDownload).toHaveBeenCalledWith(downloadUrl(path), path.split('/').at(-1));
  });

  it('force_download=false shows the file as usual', async () => {
    renderAt('/download/file?path=Genes%2FREADME.txt&force_download=false');
    expect(await screen.findByLabelText('Content of README.txt')).toHaveTextContent('Demo content of Genes/README.txt');
    expect(startBrowserDownload).not.toHaveBeenCalled();
  });

  it('a file that cannot be had is not saved: the §8 text shows instead', async () => {
    renderAt('/download/file?path=Genes%2Fwithdrawn.gz');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${FILE_UNAVAILABLE} curator@arabidopsis.org`);
    expect(startBrowserDownload).not.toHaveBeenCalled();
  });
});

describe('when the file cannot be shown', () => {
  it('says it is loading until the file arrives', async () => {
    applyHandlers(Loading);
    render(<Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the file…');
  });

  it.each([
    ['the request fails', Failed],
    ['the file is not there', Missing],
  ])('%s: the §8 text with the curators’ mailbox', async (_, Story) => {
    applyHandlers(Story);
    render(<Story />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${FILE_UNAVAILABLE} curator@arabidopsis.org`);
    expect(within(alert).getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
  });

  it('no path: the §8 text', async () => {
    renderAt('/download/file');
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_UNAVAILABLE);
  });

  it.each([
    ['shown', '/download/file?path=Subscriber_Data_Releases%2FTAIR_GeneDescriptions_20250630.excerpt.txt'],
    ['saved', '/download/file?path=Subscriber_Data_Releases%2FTAIR_GeneDescriptions_20250630.excerpt.txt&force_download=true'],
  ])('a restricted file to be %s (401 with redirectUri) sends the browser to log in, back here afterwards', async (_, route) => {
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { value: { ...location, href: `${location.origin}${route}`, assign }, configurable: true });
    try {
      renderAt(route, [restrictedFileHandler('https://login.example.org/login')]);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const target = new URL(assign.mock.calls[0]![0] as string);
      expect(target.origin + target.pathname).toBe('https://login.example.org/login');
      expect(target.searchParams.get('redirect')).toBe(`${location.origin}${route}`);
      expect(startBrowserDownload).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    }
  });
});
