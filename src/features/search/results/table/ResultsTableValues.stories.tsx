import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tableColumnsFor, type ResultDoc } from '../tableColumns';
import { ResultsTable } from './ResultsTable';

// The results table's columns as the categories define them, in a phone-wide box: numbers and identifiers print as
// such and move to the next line only whole.

const publication: ResultDoc = {
  id: '501741395',
  title: 'Temperature-dependent splicing of FLC antisense transcripts in vernalized seedlings',
  authors: 'Okafor N, Lindqvist A, Moreau C',
  year: 2026,
  source: 'The Plant Cell',
  type: 'journal article',
  pubmed_id: '41234567',
  doi: '10.1007/s00425-009-0912-9',
  loci: [
    { id: '2179864', name: 'AT5G10140' },
    { id: '2200935', name: 'AT1G01010' },
  ],
};

const protein: ResultDoc = {
  id: '1000430',
  name: 'AT5G10140.1',
  locus: { id: '2179864', name: 'AT5G10140' },
  symbols: ['FLC', 'FLF', 'AGL25'],
  description: 'MADS-box protein',
  length: 196,
  mw: 22615.43,
  pi: 9.2,
  domains: [],
  uniprot_ids: ['P0C5B2'],
};

function PhoneWide({ kind, row }: { kind: 'publication' | 'protein'; row: ResultDoc }) {
  return (
    <div style={{ width: 360 }}>
      <ResultsTable rows={[row]} columns={tableColumnsFor(kind)} getRowId={(doc) => doc.id} caption={`Search Results - ${kind}`} />
    </div>
  );
}

const meta = {
  title: 'Search/Results/Numbers and identifiers',
  component: PhoneWide,
} satisfies Meta<typeof PhoneWide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An element drawn on one line: an inline box broken across lines has one rectangle per line. */
const lines = (element: HTMLElement) => element.getClientRects().length;

/** A year prints as 2026; the DOI, PubMed ID and AGI codes each stay on one line. */
export const Publication: Story = {
  args: { kind: 'publication', row: publication },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026')).toBeVisible();
    await expect(canvas.queryByText('2,026')).toBeNull();
    for (const code of ['10.1007/s00425-009-0912-9', '41234567', 'AT5G10140', 'AT1G01010']) {
      await expect(lines(canvas.getByText(code))).toBe(1);
    }
  },
};

/** Quantities group their thousands; the gene model, locus and UniProt codes each stay on one line. */
export const Protein: Story = {
  args: { kind: 'protein', row: protein },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(lines(canvas.getByText('22,615.43'))).toBe(1);
    for (const code of ['AT5G10140.1', 'AT5G10140', 'P0C5B2']) {
      await expect(lines(canvas.getByText(code))).toBe(1);
    }
  },
};
