import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refuseClipboardWrites } from './clipboardStubs';
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

export const Populated: Story = {};

export const Empty: Story = {
  args: { record: { name: 'AT1G01010.1' }, value: null },
};

/** A 35,000-residue protein: 700 numbered lines in a scrolling box. */
export const Long: Story = {
  args: { value: syntheticProtein(35_000) },
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
