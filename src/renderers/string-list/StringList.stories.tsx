import type { Meta, StoryObj } from '@storybook/react-vite';
import { StringList } from './StringList';

const meta = {
  title: 'Renderers/StringList',
  component: StringList,
  args: {
    recordType: 'locus',
    sectionId: 'summary',
    record: { name: 'AT5G10140' },
    field: { kind: 'stringList', label: 'Other names', path: 'aliases' },
    value: ['FLC', 'FLOWERING LOCUS C', 'FLF', 'AGL25'],
  },
} satisfies Meta<typeof StringList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const Empty: Story = {
  args: { value: [], field: { kind: 'stringList', label: 'Other names', path: 'aliases', empty: 'No Alias Available' } },
};

export const Long: Story = {
  args: {
    value: Array.from({ length: 40 }, (_, index) => `GO:${String(6355 + index).padStart(7, '0')} regulation of DNA-templated transcription`),
  },
};

export const Inline: Story = {
  args: { field: { kind: 'stringList', label: 'Other names', path: 'aliases', inline: true } },
};

export const FromObjects: Story = {
  args: {
    value: [
      { name: 'Col-0', abrcStock: 'CS70000' },
      { name: 'Ler-1', abrcStock: 'CS7123' },
      { name: 'Ws-2' },
    ],
    field: { kind: 'stringList', label: 'Background accessions', path: 'backgrounds', text: '{name}' },
  },
};
