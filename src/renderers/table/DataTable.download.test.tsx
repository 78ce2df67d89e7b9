import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './DataTable.stories';
import { publications } from './tableFixtures';
import * as wideStories from './WideTable.stories';

const { Populated, Limited, WithLinks } = composeStories(stories);
const { Desktop: WideTable } = composeStories(wideStories);

const header = (name: string) => screen.getByRole('columnheader', { name });

afterEach(() => vi.restoreAllMocks());

describe('Download TSV', () => {
  function captureDownload() {
    const saved: { blob?: Blob; fileName?: string } = {};
    URL.createObjectURL = vi.fn((blob: Blob) => ((saved.blob = blob), 'blob:table'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.fileName = this.download;
    });
    return saved;
  }

  // The file is built by code loaded on the first click.
  async function savedText(saved: { blob?: Blob }) {
    await waitFor(() => expect(saved.blob).toBeDefined());
    return saved.blob!.text();
  }

  it('downloads every row as TSV', async () => {
    const saved = captureDownload();
    render(<Limited />);
    await userEvent.click(screen.getByRole('button', { name: 'Download TSV' }));
    const lines = (await savedText(saved)).trimEnd().split('\n');
    expect(lines[0]).toBe('Name\tPolymorphisms\tBackground\tStocks\tLast modified');
    expect(lines).toHaveLength(21);
    expect(lines[1]).toBe('SALK_089401\tflc-3\tCol-0\tCS852336, SALK_089401C\t2023-01-01');
  });

  it('names the file after the label', async () => {
    const saved = captureDownload();
    render(<Limited />);
    await userEvent.click(screen.getByRole('button', { name: 'Download TSV' }));
    await waitFor(() => expect(saved.fileName).toBe('germplasms.tsv'));
  });

  it("names the file from the config's download name when given", async () => {
    const saved = captureDownload();
    render(<WithLinks />);
    await userEvent.click(screen.getByRole('button', { name: 'Download TSV' }));
    await waitFor(() => expect(saved.fileName).toBe('flc-germplasms.tsv'));
  });

  it('downloads the rows in the order they are sorted', async () => {
    const saved = captureDownload();
    render(<Populated />);
    await userEvent.click(within(header('Year')).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: 'Download TSV' }));
    const years = (await savedText(saved)).trimEnd().split('\n').slice(1).map((line) => line.split('\t')[1]);
    expect(years).toEqual(['1999', '2000', '2004', '2009', '']);
  });

  it("holds every column, the ones shown only in a row's detail too", async () => {
    const saved = captureDownload();
    render(<WideTable />);
    await userEvent.click(screen.getByRole('button', { name: 'Download TSV' }));
    const lines = (await savedText(saved)).trimEnd().split('\n');
    expect(lines[0]).toBe('Keyword\tRelationship Type\tCategory\tEvidence\tEvidence Description\tEvidence With\tSymbol\tReference\tAnnotated By\tDate');
    expect(lines).toHaveLength(13);
    expect(lines[1]!.split('\t').slice(0, 8)).toEqual([
      'DNA binding',
      'enables',
      'GO Molecular Function',
      'ISS (Inferred from Sequence or structural Similarity)',
      '',
      'AGI_LocusCode:AT1G01060, UniProt:Q8H0W2',
      'NAC001',
      'Ooka H et al. (2003)',
    ]);
  });

  it('offers no download under a table of three rows or fewer', () => {
    render(<Populated value={publications.slice(0, 3)} />);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Download TSV' })).not.toBeInTheDocument();
  });
});
