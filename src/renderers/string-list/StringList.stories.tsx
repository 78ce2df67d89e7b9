import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

const shownItems = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem').map((item) => item.textContent);

/** One string per line. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownItems(canvasElement)).toEqual(['FLC', 'FLOWERING LOCUS C', 'FLF', 'AGL25']);
  },
};

export const Empty: Story = {
  args: { value: [], field: { kind: 'stringList', label: 'Other names', path: 'aliases', empty: 'No Alias Available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Alias Available')).toBeVisible();
  },
};

export const Long: Story = {
  args: {
    value: Array.from({ length: 40 }, (_, index) => `GO:${String(6355 + index).padStart(7, '0')} regulation of DNA-templated transcription`),
  },
};

export const Inline: Story = {
  args: { field: { kind: 'stringList', label: 'Other names', path: 'aliases', inline: true } },
  // Inline, the strings are joined with commas rather than listed.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('FLC, FLOWERING LOCUS C, FLF, AGL25')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
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
  // Each object element shows through the text template.
  play: async ({ canvasElement }) => {
    await expect(shownItems(canvasElement)).toEqual(['Col-0', 'Ler-1', 'Ws-2']);
  },
};
