import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhyloTree } from './PhyloTree';

const locus = { name: 'AT1G01010', locusId: 2200935, hasPhylogenesPage: 'T' };

const meta = {
  title: 'Renderers/PhyloTree',
  component: PhyloTree,
  args: {
    recordType: 'locus',
    sectionId: 'homology',
    record: locus,
    value: locus,
    field: {
      kind: 'phyloTree',
      label: 'Phylogenetic tree',
      href: 'https://phylogenes.arabidopsis.org/gene/{name}',
      when: 'hasPhylogenesPage',
      empty: 'No data available',
    },
  },
} satisfies Meta<typeof PhyloTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

/** The locus has no tree page (hasPhylogenesPage is 'F'). */
export const Empty: Story = {
  args: { record: { ...locus, hasPhylogenesPage: 'F' }, value: { ...locus, hasPhylogenesPage: 'F' } },
};

/** A configured link text and a boolean flag. */
export const CustomText: Story = {
  args: {
    record: { ...locus, hasPhylogenesPage: true },
    field: {
      kind: 'phyloTree',
      label: 'Phylogenetic tree',
      href: 'https://phylogenes.arabidopsis.org/gene/{name}',
      text: 'Open in PhyloGenes',
      when: 'hasPhylogenesPage',
    },
  },
};

/** A locus name long enough to wrap. */
export const Long: Story = {
  args: {
    record: { ...locus, name: 'AT1G01010-AT1G01020-AT1G01030-AT1G01040-AT1G01050-AT1G01060-AT1G01070' },
  },
};
