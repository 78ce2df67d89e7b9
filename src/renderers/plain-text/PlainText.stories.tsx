import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('NAC domain containing protein 1')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null, field: { kind: 'text', label: 'Description', path: 'description', empty: 'No data available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
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
  // Dates show as YYYY-MM-DD.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2024-03-18')).toBeVisible();
  },
};

export const MissingDate: Story = {
  args: { value: null, field: { kind: 'text', label: 'Last modified', path: 'dateLastModified', format: 'date' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not specified')).toBeVisible();
  },
};

const sevenAuthors = ['Adams K', 'Baker L', 'Chen W', 'Diaz M', 'Evans R', 'Fischer T', 'Gupta S'];

/** A publication with seven authors: the authors formatter gets the list whole and shows the first 6, then 'et al.'. */
export const AuthorsPastSix: Story = {
  args: {
    recordType: 'publication',
    record: { authors: sevenAuthors },
    value: sevenAuthors,
    field: { kind: 'text', label: 'Authors', path: 'authors', format: 'authors' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Adams K, Baker L, Chen W, Diaz M, Evans R, Fischer T et al.')).toBeVisible();
    await expect(canvas.queryByText(/Gupta S/)).toBeNull();
  },
};
