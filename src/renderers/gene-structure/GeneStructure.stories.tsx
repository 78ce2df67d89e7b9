import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Populated: Story = {};

export const Empty: Story = {
  args: { value: [] },
};

export const ReverseStrand: Story = {
  args: { value: arv1Features },
};

export const Long: Story = {
  args: { value: manyExons },
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
};
