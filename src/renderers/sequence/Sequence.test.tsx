import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuseClipboardWrites } from './clipboardStubs';
import * as stories from './Sequence.stories';

const { Populated, Empty, Long, Nucleotide } = composeStories(stories);
const nac001 = Populated.args.value as string;

const sequenceLines = () => Array.from(document.querySelectorAll('[data-sequence-line]'), (line) => line.textContent ?? '');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Sequence', () => {
  it('numbers each line of 50 residues with a zero-padded start', () => {
    render(<Populated />);
    const lines = sequenceLines();
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe('001 MEDQVGFGFR PNDEELVGHY LRNKIEGNTS RDVEVAISEV NICSYDPWNL');
    expect(lines[1]?.startsWith('051 RFQSKYKSRD ')).toBe(true);
    expect(lines[8]?.startsWith('401 ')).toBe(true);
  });

  it('lets line numbers past 999 grow to four digits', () => {
    render(<Long />);
    const lines = sequenceLines();
    expect(lines).toHaveLength(700);
    expect(lines[20]?.startsWith('1001 ')).toBe(true);
  });

  it('shows a stored sequence cleaned of spaces and numbers, upper-cased', () => {
    render(<Nucleotide />);
    expect(sequenceLines()).toEqual([
      '001 AAATATTTAC TTCACGAATT CTTCCCTTCC AAGTAATGGA GGATCAAGTT',
      '051 GGGTTTGGGT TCCGTCCGAA CGACGAGGAG CTCGTTGGTC',
    ]);
  });

  it('copies the residues without numbers or spaces', async () => {
    const user = userEvent.setup();
    render(<Populated />);
    await user.click(screen.getByRole('button', { name: 'Copy Sequence' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(nac001);
  });

  it("shows 'Sequence copied to clipboard!' after copying", async () => {
    const user = userEvent.setup();
    render(<Populated />);
    await user.click(screen.getByRole('button', { name: 'Copy Sequence' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sequence copied to clipboard!');
  });

  it("shows 'Failed to copy the sequence.' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    const restoreClipboard = refuseClipboardWrites();
    try {
      render(<Populated />);
      await user.click(screen.getByRole('button', { name: 'Copy Sequence' }));
      expect(await screen.findByText('Failed to copy the sequence.')).toBeInTheDocument();
    } finally {
      restoreClipboard();
    }
  });

  it('hides the feedback after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Populated />);
    await user.click(screen.getByRole('button', { name: 'Copy Sequence' }));
    expect(await screen.findByText('Sequence copied to clipboard!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toHaveTextContent('Sequence copied to clipboard!');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('links Send to BLAST with the sequence type and sequence', () => {
    render(<Populated />);
    expect(screen.getByRole('link', { name: 'Send to BLAST' })).toHaveAttribute(
      'href',
      `/tools/blast?sequence_type=protein&sequence=${nac001}`,
    );
  });

  it('sends a nucleotide sequence to BLAST as sequence_type=sequence', () => {
    render(<Nucleotide />);
    const href = screen.getByRole('link', { name: 'Send to BLAST' }).getAttribute('href') ?? '';
    expect(new URLSearchParams(href.split('?')[1]).get('sequence_type')).toBe('sequence');
  });

  it('downloads a FASTA file named after the header, wrapped at 60 residues', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    // jsdom has no object URLs.
    const objectUrls = {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:fasta';
      },
      revokeObjectURL: () => undefined,
    };
    vi.stubGlobal('URL', Object.assign(class extends URL {}, objectUrls));
    let downloadName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloadName = this.download;
    });
    render(<Populated />);
    await user.click(screen.getByRole('button', { name: 'Download FASTA' }));
    expect(downloadName).toBe('AT1G01010.1_AASequence_1009107728.fasta');
    const lines = (await blobs[0]?.text())?.split('\n') ?? [];
    expect(lines[0]).toBe('>AT1G01010.1 | AASequence:1009107728');
    expect(lines[1]).toBe(nac001.slice(0, 60));
    expect(lines.slice(1).join('')).toBe(nac001);
  });

  it('keeps the sequence in a keyboard-reachable scrolling region', () => {
    render(<Populated />);
    const region = screen.getByRole('region', { name: 'Protein sequence' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByText('MEDQVGFGFR PNDEELVGHY LRNKIEGNTS RDVEVAISEV NICSYDPWNL', { exact: false })).toBeInTheDocument();
  });

  it("shows the config's empty text when there is no sequence", () => {
    render(<Empty />);
    expect(screen.getByText('No sequence available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Sequence' })).not.toBeInTheDocument();
  });
});
