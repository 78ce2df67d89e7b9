import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/unit/setup';
import * as stories from './DownloadListPage.stories';
import { DIRECTORY_UNAVAILABLE } from './DownloadUnavailable';

const { Folder, SubscriberReleases, Loading, Empty, Failed } = composeStories(stories);

// Story-level msw overrides are applied by Storybook's loader in the browser; here the test applies them.
const applyHandlers = (story: { parameters: Record<string, unknown> }) =>
  server.use(...((story.parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? []));

const row = (name: RegExp) => within(screen.getByRole('row', { name }));

afterEach(() => vi.restoreAllMocks());

describe('a folder’s list', () => {
  it('shows each file with its size, its UTC date and its view and download links', async () => {
    applyHandlers(Folder);
    render(<Folder />);
    await screen.findByRole('table');
    const readme = row(/README\.txt/);
    expect(readme.getByText('1 KB')).toBeVisible();
    expect(readme.getByText('Jan 5, 2025')).toHaveAttribute('dateTime', '2025-01-05T09:00:00.000Z');
    expect(readme.getByRole('link', { name: 'View README.txt' })).toHaveAttribute('href', '/download/file?path=Genes%2FREADME.txt');
    expect(readme.getByRole('link', { name: 'Download README.txt' })).toHaveAttribute('download', 'README.txt');
    // A quarter to midnight UTC on 30 June stays 30 June whatever the reader's clock.
    expect(row(/functional_descriptions/).getByText('Jun 30, 2025')).toBeVisible();
    expect(row(/very_long_file_name/).getByText('50.00 MB')).toBeVisible();
    const folder = row(/Gene_families/);
    expect(folder.getByText('Folder')).toBeVisible();
    expect(folder.getByRole('link', { name: /^Gene_families$/ })).toHaveAttribute('href', '/download/list?dir=Genes%2FGene_families');
    expect(folder.queryByRole('link', { name: /^Download/ })).toBeNull();
  });

  it('has breadcrumbs Home > Download > the folder, each a link to its list', async () => {
    applyHandlers(Folder);
    render(<Folder />);
    const trail = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Download', '/download/overview'],
      ['Genes', '/download/list?dir=Genes'],
    ]);
    expect(trail.getByRole('link', { name: 'Genes' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts by name, size and date from the column headers, folders staying on top', async () => {
    applyHandlers(Folder);
    render(<Folder />);
    await screen.findByRole('table');
    const firstCells = () => screen.getAllByRole('row').slice(1).map((tableRow) => within(tableRow).getAllByRole('cell')[0]!.textContent);
    expect(firstCells()).toEqual([
      'Gene_families',
      'Araport11_functional_descriptions.excerpt.txt',
      'Araport11_GFF3_genes.excerpt.gff.gz',
      'Araport11_whole_genome_a_very_long_file_name_that_has_to_wrap_on_a_phone_screen.fasta',
      'README.txt',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Modified' }));
    expect(firstCells().slice(1)).toEqual([
      'Araport11_whole_genome_a_very_long_file_name_that_has_to_wrap_on_a_phone_screen.fasta',
      'Araport11_GFF3_genes.excerpt.gff.gz',
      'README.txt',
      'Araport11_functional_descriptions.excerpt.txt',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Size' }));
    expect(firstCells()[1]).toBe('Araport11_GFF3_genes.excerpt.gff.gz');
    expect(screen.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('copies the API download address of a file, and only logs a copy that fails', async () => {
    applyHandlers(Folder);
    const user = userEvent.setup();
    render(<Folder />);
    await screen.findByRole('table');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Copy download link of README.txt' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/download-files/download?filePath=Genes%2FREADME.txt`);
    expect(await row(/README\.txt/).findByText('Copied')).toBeVisible();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValueOnce(new Error('Denied'));
    await user.click(screen.getByRole('button', { name: /Copy download link of Araport11_GFF3/ }));
    expect(logged).toHaveBeenCalledWith('Copying the download link failed', expect.any(Error));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks subscriber data premium, but not README.txt or .DS_Store', async () => {
    applyHandlers(SubscriberReleases);
    render(<SubscriberReleases />);
    await screen.findByRole('table');
    expect(row(/TAIR_GeneDescriptions/).getByRole('img', { name: 'Premium content' })).toBeVisible();
    expect(row(/README\.txt/).queryByRole('img', { name: 'Premium content' })).toBeNull();
    expect(row(/DS_Store/).queryByRole('img', { name: 'Premium content' })).toBeNull();
    expect(row(/TAIR_GeneDescriptions/).getByText('1.50 MB')).toBeVisible();
  });

  it('says it is loading until the list arrives', async () => {
    applyHandlers(Loading);
    render(<Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the folder…');
  });

  it.each([
    ['an empty folder', Empty],
    ['a failed request', Failed],
  ])('%s shows the §8 text and the curators’ mailbox', async (_, Story) => {
    applyHandlers(Story);
    render(<Story />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${DIRECTORY_UNAVAILABLE} curator@arabidopsis.org`);
    expect(within(alert).getByRole('link', { name: 'curator@arabidopsis.org' })).toHaveAttribute('href', 'mailto:curator@arabidopsis.org');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
