import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Populated: Story = {};

export const Empty: Story = {
  args: { value: null, field: { kind: 'commaLinks', label: 'Loci', path: 'loci', href: '/locus?key={locusId}', empty: 'No Loci available' } },
};

export const Long: Story = {
  args: {
    value: Array.from({ length: 60 }, (_, index) => ({
      name: `AT3G${String(10000 + index * 30).padStart(5, '0')}`,
      locusId: 2080000 + index,
    })),
  },
};

export const SomeWithoutKey: Story = {
  args: { value: [{ name: 'AT1G01060', locusId: 2000059 }, { name: 'AT1G01010' }] },
};
