import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommaLinks } from './CommaLinks';

const meta = {
  title: 'Renderers/CommaLinks',
  component: CommaLinks,
  args: {
    recordType: 'publication',
    sectionId: 'summary',
    record: { pubMedId: 10548754 },
    field: { kind: 'commaLinks', label: 'Loci', path: 'loci', href: '/locus?key={locusId}', text: '{name}' },
    value: [
      { name: 'AT1G01060', locusId: 2000059 },
      { name: 'AT5G10140', locusId: 2179864 },
      { name: 'AT2G46830', locusId: 2062419 },
    ],
  },
} satisfies Meta<typeof CommaLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three loci on one line, separated by commas, each a link to its locus page. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('AT1G01060, AT5G10140, AT2G46830');
    await expect(canvas.getByRole('link', { name: 'AT5G10140' })).toHaveAttribute('href', '/locus?key=2179864');
  },
};

export const Empty: Story = {
  args: { value: null, field: { kind: 'commaLinks', label: 'Loci', path: 'loci', href: '/locus?key={locusId}', empty: 'No Loci available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Loci available')).toBeVisible();
  },
};

export const Long: Story = {
  args: {
    value: Array.from({ length: 60 }, (_, index) => ({
      name: `AT3G${String(10000 + index * 30).padStart(5, '0')}`,
      locusId: 2080000 + index,
    })),
  },
};

/** An element without a key shows as plain text among the links. */
export const SomeWithoutKey: Story = {
  args: { value: [{ name: 'AT1G01060', locusId: 2000059 }, { name: 'AT1G01010' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('AT1G01060, AT1G01010');
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};
