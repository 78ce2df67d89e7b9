import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Multiline } from './Multiline';

const meta = {
  title: 'Renderers/Multiline',
  component: Multiline,
  args: {
    recordType: 'organization',
    sectionId: 'summary',
    record: {},
    field: { kind: 'multiline', label: 'Address', path: 'address', separator: '\\' },
    value: 'Carnegie Institution for Science\\Department of Plant Biology\\260 Panama Street\\Stanford, CA 94305',
  },
} satisfies Meta<typeof Multiline>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownLines = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-line]')].map((line) => line.textContent);

/** A new line starts at each separator. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownLines(canvasElement)).toEqual([
      'Carnegie Institution for Science',
      'Department of Plant Biology',
      '260 Panama Street',
      'Stanford, CA 94305',
    ]);
  },
};

export const Empty: Story = {
  args: { value: '   ', field: { kind: 'multiline', label: 'Address', path: 'address', empty: 'No data available' } },
  // Blank text counts as empty.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};

export const Long: Story = {
  args: {
    field: { kind: 'multiline', label: 'Protocol', path: 'description' },
    value: Array.from(
      { length: 30 },
      (_, index) => `Step ${index + 1}: sow Col-0 seeds on 1/2 MS plates, stratify 3 days at 4 °C, then grow under long days.`,
    ).join('\n'),
  },
};

export const NewlinesOnly: Story = {
  args: {
    field: { kind: 'multiline', label: 'Comments', path: 'comment' },
    value: 'Seeds received from ABRC.\n\nSegregates 3:1 for kanamycin resistance.\n',
  },
  // The stored text's newlines are kept, the blank line too; the trailing newline adds no line.
  play: async ({ canvasElement }) => {
    await expect(shownLines(canvasElement)).toEqual(['Seeds received from ABRC.', '', 'Segregates 3:1 for kanamycin resistance.']);
  },
};
