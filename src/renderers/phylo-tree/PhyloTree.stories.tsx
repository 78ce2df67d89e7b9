import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** 'View phylogenetic tree' links to the record's tree and opens it in a new tab. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View phylogenetic tree' });
    await expect(link).toHaveAttribute('href', 'https://phylogenes.arabidopsis.org/gene/AT1G01010');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The locus has no tree page (hasPhylogenesPage is 'F'). */
export const Empty: Story = {
  args: { record: { ...locus, hasPhylogenesPage: 'F' }, value: { ...locus, hasPhylogenesPage: 'F' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('No data available')).toBeVisible();
  },
};

/** The record says it has a tree but has no locus name to build the link from: the empty text, no link. */
export const LinkCannotBeBuilt: Story = {
  args: { record: { hasPhylogenesPage: 'T' }, value: { hasPhylogenesPage: 'T' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('No data available')).toBeVisible();
  },
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Open in PhyloGenes' })).toBeVisible();
  },
};

/** A locus name long enough to wrap. */
export const Long: Story = {
  args: {
    record: { ...locus, name: 'AT1G01010-AT1G01020-AT1G01030-AT1G01040-AT1G01050-AT1G01060-AT1G01070' },
  },
};
