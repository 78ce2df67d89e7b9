import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Links } from './Links';

const otherNames = [
  { name: 'ANAC001', id: 101 },
  { name: 'NAC001', id: 102 },
  { name: 'NAC domain containing protein 1', id: 103 },
];

const meta = {
  title: 'Renderers/Links',
  component: Links,
  args: {
    recordType: 'locus',
    sectionId: 'summary',
    record: { name: 'AT1G01010' },
    field: { kind: 'links', label: 'Other names', path: 'otherNames', href: '/genesymbol?key={id}', text: '{name}' },
    value: otherNames,
  },
} satisfies Meta<typeof Links>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link per line for each element. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('link', { name: 'ANAC001' })).toHaveAttribute('href', '/genesymbol?key=101');
  },
};

export const Empty: Story = {
  args: { value: [], field: { kind: 'links', label: 'Other names', path: 'otherNames', href: '/genesymbol?key={id}', empty: 'No Other Names available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Other Names available')).toBeVisible();
  },
};

export const Long: Story = {
  args: {
    value: Array.from({ length: 80 }, (_, index) => ({
      name: `AT1G${String(1010 + index * 10).padStart(5, '0')}`,
      id: 2000000 + index,
    })),
    field: { kind: 'links', label: 'Associated loci', path: 'loci', href: '/locus?key={id}', text: '{name}' },
  },
  // A long list stays inside a labelled scrolling box.
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Associated loci (scrollable list)' });
    await expect(within(box).getAllByRole('link')).toHaveLength(80);
  },
};

export const External: Story = {
  args: {
    value: ['AY045613', 'NM_099983'],
    field: { kind: 'links', label: 'GenBank accessions', path: 'accessions', href: 'https://www.ncbi.nlm.nih.gov/nucleotide/{$}', external: true },
  },
  // External links open in a new tab.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'NM_099983' })).toHaveAttribute('target', '_blank');
  },
};
