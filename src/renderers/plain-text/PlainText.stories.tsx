import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainText } from './PlainText';

const meta = {
  title: 'Renderers/PlainText',
  component: PlainText,
  args: {
    recordType: 'locus',
    sectionId: 'summary',
    record: {},
    field: { kind: 'text', label: 'Description', path: 'description' },
    value: 'NAC domain containing protein 1',
  },
} satisfies Meta<typeof PlainText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const Empty: Story = {
  args: { value: null, field: { kind: 'text', label: 'Description', path: 'description', empty: 'No data available' } },
};

export const Long: Story = {
  args: {
    value:
      'Encodes a member of the NAC family of transcription factors; expressed in roots, shoot apex and flowers. '.repeat(12) +
      'AT1G01010AT1G01010AT1G01010AT1G01010AT1G01010AT1G01010AT1G01010AT1G01010',
  },
};

export const FormattedDate: Story = {
  args: { value: '2024-03-18T10:22:00Z', field: { kind: 'text', label: 'Last modified', path: 'dateLastModified', format: 'date' } },
};

export const MissingDate: Story = {
  args: { value: null, field: { kind: 'text', label: 'Last modified', path: 'dateLastModified', format: 'date' } },
};
