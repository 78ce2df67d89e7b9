import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GeneStructure } from './GeneStructure';

type Feature = { assignmentFeatureType: string; startPosition: number | string; endPosition: number | string };
const feature = (assignmentFeatureType: string, startPosition: number, endPosition: number): Feature => ({
  assignmentFeatureType,
  startPosition,
  endPosition,
});

// AT1G01010.1 (NAC001), Chr1 3631..5899, forward strand: 6 exons, the ORF, both UTRs and 5 introns.
const nac001Features: Feature[] = [
  feature('exon', 3631, 3913),
  feature('exon', 3996, 4276),
  feature('exon', 4486, 4605),
  feature('exon', 4706, 5095),
  feature('exon', 5174, 5326),
  feature('exon', 5439, 5899),
  feature('ORF', 3760, 5630),
  feature('five_prime_UTR', 3631, 3759),
  feature('three_prime_UTR', 5631, 5899),
  feature('intron', 3914, 3995),
  feature('intron', 4277, 4485),
  feature('intron', 4606, 4705),
  feature('intron', 5096, 5173),
  feature('intron', 5327, 5438),
];

// AT1G01020.1 (ARV1), reverse strand: every feature lists its 5′ (larger) coordinate first.
const arv1Features: Feature[] = [
  feature('exon', 8737, 8571),
  feature('exon', 8417, 8236),
  feature('exon', 7942, 7836),
  feature('exon', 7761, 7649),
  feature('exon', 7564, 7450),
  feature('exon', 7383, 7157),
  feature('exon', 6914, 6788),
  feature('exon', 6437, 5928),
  feature('CDS', 8666, 6263),
  feature('five_prime_UTR', 8737, 8667),
  feature('three_prime_UTR', 6262, 5928),
];

// A long gene: 48 exons over about 32 kb, exons only (introns are the gaps between them).
const manyExons: Feature[] = Array.from({ length: 48 }, (_, index) => {
  const start = 25047963 + index * 670;
  return feature('exon', start, start + 380 + ((index * 37) % 200));
});

const meta = {
  title: 'Renderers/GeneStructure',
  component: GeneStructure,
  args: {
    recordType: 'gene',
    sectionId: 'summary',
    record: {},
    field: { kind: 'geneStructure', label: 'Gene structure', derive: 'geneFeatures', empty: 'No Gene Features available' },
    value: nac001Features,
  },
} satisfies Meta<typeof GeneStructure>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img', { name: /^Gene structure/ });
const axis = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-gene-axis]');
// The rows of the features table, 5′ to 3′, as the cells' texts.
const featureRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: /Gene features/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

/** NAC001: exons, introns and the coding parts of the ORF drawn on an axis from start to end, with a legend. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const drawing = figure(canvasElement);
    // Summarised for screen readers.
    await expect(drawing).toHaveAccessibleName('Gene structure: 6 exons, 5 introns, 5′ UTR and 3′ UTR, 2,269 bp');
    // 6 exons, 2 UTRs and the ORF clipped to the 6 exons it crosses; 5 introns.
    await expect(drawing.querySelectorAll('rect')).toHaveLength(6 + 2 + 6);
    await expect(drawing.querySelectorAll('polyline')).toHaveLength(5);
    // The axis is labelled with the start and end positions.
    await expect(axis(canvasElement)).toHaveTextContent(/^3,6315,899$/);
    const legend = within(within(canvasElement).getByRole('list', { name: 'Legend' }));
    await expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Exon',
      'Coding sequence (CDS)',
      '5′ UTR',
      '3′ UTR',
      'Intron',
    ]);
    // Every feature is listed from 5′ to 3′ in a table for screen readers.
    const rows = featureRows(canvasElement);
    await expect(rows).toHaveLength(14);
    await expect(rows[0]).toEqual(['Exon', '3,631', '3,913', '283']);
    await expect(rows[1]).toEqual(['5′ UTR', '3,631', '3,759', '129']);
  },
};

export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Gene Features available')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Features, but none that can be drawn (a gene span, a bare word, nothing): the empty text. */
export const NothingDrawable: Story = {
  args: { value: [{ assignmentFeatureType: 'gene', startPosition: 1, endPosition: 9 }, 'exon', null] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Gene Features available')).toBeVisible();
  },
};

/** ARV1 on the reverse strand: drawn 5′ to 3′ with decreasing coordinates, the 5′ UTR on the left. */
export const ReverseStrand: Story = {
  args: { value: arv1Features },
  play: async ({ canvasElement }) => {
    const drawing = figure(canvasElement);
    await expect(drawing).toHaveAccessibleName('Gene structure: 8 exons, 7 introns, 5′ UTR and 3′ UTR, 2,810 bp');
    await expect(axis(canvasElement)).toHaveTextContent(/^8,7375,928$/);
    await expect(within(canvasElement).getByText(/Reverse strand/)).toBeVisible();
    const left = (kind: string) => Number(drawing.querySelector(`rect[data-feature="${kind}"]`)?.getAttribute('x'));
    await expect(left('fivePrimeUtr')).toBeLessThan(left('cds'));
    await expect(left('cds')).toBeLessThan(left('threePrimeUtr'));
    const rows = featureRows(canvasElement);
    await expect(rows[0]).toEqual(['Exon', '8,737', '8,571', '167']);
    await expect(rows[1]).toEqual(['5′ UTR', '8,737', '8,667', '71']);
  },
};

/** 48 exons and no introns listed: the introns between them are inferred. */
export const Long: Story = {
  args: { value: manyExons },
  play: async ({ canvasElement }) => {
    const drawing = figure(canvasElement);
    await expect(drawing).toHaveAccessibleName(/^Gene structure: 48 exons, 47 introns, /);
    await expect(drawing.querySelectorAll('polyline')).toHaveLength(47);
  },
};

/** Feature types and positions as other sources spell them: "5' UTR", 'CDS', 'EXON', positions as text. */
export const SpellingVariants: Story = {
  args: {
    value: [
      { assignmentFeatureType: 'EXON', startPosition: '1000', endPosition: '1400' },
      { assignmentFeatureType: 'exon', startPosition: '1600', endPosition: '2100' },
      { assignmentFeatureType: "5' UTR", startPosition: '1000', endPosition: '1100' },
      { assignmentFeatureType: 'CDS', startPosition: '1101', endPosition: '1950' },
      { assignmentFeatureType: '3′-UTR', startPosition: '1951', endPosition: '2100' },
      { assignmentFeatureType: 'mRNA', startPosition: '1000', endPosition: '2100' },
      { assignmentFeatureType: 'exon', startPosition: null, endPosition: '9' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement)).toHaveAccessibleName('Gene structure: 2 exons, 1 intron, 5′ UTR and 3′ UTR, 1,101 bp');
  },
};
