import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { refuseClipboardWrites, stubClipboard } from './clipboardStubs.storySupport';
import { Sequence } from './Sequence';

// The NAC001 protein (AT1G01010.1).
const NAC001_PROTEIN =
  'MEDQVGFGFRPNDEELVGHYLRNKIEGNTSRDVEVAISEVNICSYDPWNLRFQSKYKSRDAMWYFFSRRENNKGNRQSRTTVSGKWKLTGESVEVKDQWGFCSEGFRGKIGHKRVLVFLDGRYPDKTKSDWVIHEFHYDLLPEHQRTYVICRLEYKGDDADILSAYAIDPTPAFVPNMTSSAGSVVNQSRQRNSGSYNTYSEYDSANHGQQFNENSNIMQQQPLQGSFNPLLEYDFANHGGQWLSDYIDLQQQVPYLAPYENESEMIWKHVIEENFEFLVDERTSMQQHYSDHRPKKPVSGVLPDDSSDTETGSMIFEDTSSSTDSVGSSDEPGHTRIDDIPSLNIIEPLHNYKAQEQPKQQSKEKVISSQKSECEWKMAEDSIKIPPSTNTVKQSWIVLENAQWNYLKNMIIGVLLFISVISWIILVG';

const AMINO_ACIDS = 'ACDEFGHIKLMNPQRSTVWY';

/** A reproducible protein-like sequence of the given length (a small linear congruential generator). */
function syntheticProtein(length: number): string {
  let state = 20250101;
  let residues = 'M';
  while (residues.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    residues += AMINO_ACIDS[(state >>> 16) % AMINO_ACIDS.length];
  }
  return residues;
}

const protein = { name: 'AT1G01010.1', tairAccession: 'AASequence:1009107728', sequence: NAC001_PROTEIN };

const meta = {
  title: 'Renderers/Sequence',
  component: Sequence,
  args: {
    recordType: 'protein',
    sectionId: 'sequence',
    record: protein,
    field: {
      kind: 'sequence',
      label: 'Protein sequence',
      path: 'sequence',
      sequenceType: 'protein',
      fastaHeader: '{name} | {tairAccession}',
      empty: 'No sequence available',
    },
    value: NAC001_PROTEIN,
  },
} satisfies Meta<typeof Sequence>;

export default meta;
type Story = StoryObj<typeof meta>;

const sequenceLines = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-sequence-line]'), (line) => line.textContent ?? '');

/**
 * NAC001's 429 residues in numbered lines of 50, in a scrolling region reached with Tab; 'Send to BLAST' carries
 * the sequence and its type.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each line of 50 residues is numbered with its zero-padded start.
    const lines = sequenceLines(canvasElement);
    await expect(lines).toHaveLength(9);
    await expect(lines[0]).toBe('001 MEDQVGFGFR PNDEELVGHY LRNKIEGNTS RDVEVAISEV NICSYDPWNL');
    await expect(lines[1]?.startsWith('051 RFQSKYKSRD ')).toBe(true);
    await expect(lines[8]?.startsWith('401 ')).toBe(true);
    const region = canvas.getByRole('region', { name: 'Protein sequence' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getByText('MEDQVGFGFR PNDEELVGHY LRNKIEGNTS RDVEVAISEV NICSYDPWNL', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send to BLAST' })).toHaveAttribute(
      'href',
      `/tools/blast?sequence_type=protein&sequence=${NAC001_PROTEIN}`,
    );
  },
};

export const Empty: Story = {
  args: { record: { name: 'AT1G01010.1' }, value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No sequence available')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy Sequence' })).not.toBeInTheDocument();
  },
};

/** A 35,000-residue protein: 700 numbered lines in a scrolling box; line numbers past 999 grow to four digits. */
export const Long: Story = {
  args: { value: syntheticProtein(35_000) },
  play: async ({ canvasElement }) => {
    const lines = sequenceLines(canvasElement);
    await expect(lines).toHaveLength(700);
    await expect(lines[20]?.startsWith('1001 ')).toBe(true);
  },
};

/** A nucleotide sequence stored with line breaks and numbers, shown cleaned and upper-cased. */
export const Nucleotide: Story = {
  args: {
    record: { name: 'AT1G01010.1', sequenceType: 'full_length_cDNA' },
    field: {
      kind: 'sequence',
      label: 'Nucleotide sequence',
      path: 'sequence',
      sequenceType: 'sequence',
      fastaHeader: '{name} {sequenceType}',
    },
    value: '1 aaatatttac ttcacgaatt cttcccttcc\n31 aagtaatgga ggatcaagtt gggtttgggt\n61 tccgtccgaa cgacgaggag ctcgttggtc',
  },
  play: async ({ canvasElement }) => {
    await expect(sequenceLines(canvasElement)).toEqual([
      '001 AAATATTTAC TTCACGAATT CTTCCCTTCC AAGTAATGGA GGATCAAGTT',
      '051 GGGTTTGGGT TCCGTCCGAA CGACGAGGAG CTCGTTGGTC',
    ]);
    // A nucleotide sequence goes to BLAST as sequence_type=sequence.
    const href = within(canvasElement).getByRole('link', { name: 'Send to BLAST' }).getAttribute('href') ?? '';
    await expect(new URLSearchParams(href.split('?')[1]).get('sequence_type')).toBe('sequence');
  },
};

// What the stories' clipboard was given: browsers refuse clipboard writes without permission, so a stand-in takes them.
const copiedTexts: string[] = [];

/** 'Copy Sequence' copies the residues alone (no numbers, no spaces) and says so. */
export const Copied: Story = {
  beforeEach: () => {
    copiedTexts.length = 0;
    return stubClipboard(async (text) => void copiedTexts.push(text));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Sequence' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sequence copied to clipboard!');
    await expect(copiedTexts).toEqual([NAC001_PROTEIN]);
  },
};

// The file names the page's downloads were saved under. The anchor's click is held back so that the test browser
// saves nothing; the object URL (and so the file's bytes) is still made and read.
const savedFileNames: string[] = [];
const watchDownloads = () => {
  savedFileNames.length = 0;
  const create = spyOn(URL, 'createObjectURL');
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) savedFileNames.push(this.download);
  });
  return () => {
    create.mockRestore();
    click.mockRestore();
  };
};

/** 'Download FASTA' saves a file named after the header, the sequence wrapped at 60 residues under it. */
export const DownloadedFasta: Story = {
  beforeEach: watchDownloads,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download FASTA' }));
    await expect(savedFileNames).toEqual(['AT1G01010.1_AASequence_1009107728.fasta']);
    const file = mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    const lines = (await file.text()).split('\n');
    await expect(lines[0]).toBe('>AT1G01010.1 | AASequence:1009107728');
    await expect(lines[1]).toBe(NAC001_PROTEIN.slice(0, 60));
    await expect(lines.slice(1).join('')).toBe(NAC001_PROTEIN);
  },
};

/** The browser refuses the clipboard write: the failure message shows. */
export const CopyFailure: Story = {
  beforeEach: () => refuseClipboardWrites(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Sequence' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Failed to copy the sequence.'));
  },
};
