import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Transposon',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/transposon?key=6900001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

/** AT1TE12295: an ATCOPIA78 (LTR/Copia) element with its sequence, long terminal repeats and map assignment. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Transposon: AT1TE12295/ }, LOAD)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(canvas.getByRole('link', { name: 'ATCOPIA78' })).toHaveAttribute('href', '/transposonfamily?key=6800001');
    await expect(within(canvas.getByRole('group', { name: 'Super Family' })).getByText('LTR/Copia')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'transposable element sequence' })).toHaveAttribute('href', '/sequence?key=3002001');
    await expect(canvas.getByText('No Loci available')).toBeVisible();
    const features = within(canvas.getByRole('table', { name: 'Features' }));
    await expect(features.getAllByRole('cell', { name: 'long_terminal_repeat' })).toHaveLength(2);
    const map = within(canvas.getByRole('table', { name: 'Map Assignment' }));
    await expect(map.getByRole('cell', { name: '3,605,120' })).toBeVisible();
    await expect(map.getByRole('cell', { name: 'forward' })).toBeVisible();
  },
};

/** AT4TE00015: annotated as a transposable element locus, without a sequence record. */
export const WithTransposableLocus: Story = {
  parameters: { route: '/transposon?key=6900008' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Transposon: AT4TE00015/ }, LOAD)).toBeVisible();
    const locus = within(canvas.getByRole('group', { name: 'Associated Transposable Locus' }));
    await expect(locus.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/locus\?key=\d+$/));
    await expect(canvas.getByText('No Sequence available')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Map Assignment' })).getByRole('cell', { name: 'reverse' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/transposon?key=9999950' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Transposon: AT9TE99990/ }, LOAD)).toBeVisible();
    await expect(canvas.getByText('No Sequence available')).toBeVisible();
    await expect(canvas.getByText('No Loci available')).toBeVisible();
    await expect(canvas.getByText('No map details found')).toBeVisible();
    for (const label of ['Chromosome', 'Family', 'Super Family', 'Features']) {
      await expect(within(canvas.getByRole('group', { name: label })).getByText('No data available')).toBeVisible();
    }
  },
};

/** Every part sent as a list of two; an orientation that is neither F nor R is unknown. */
export const ListedParts: Story = {
  parameters: { route: '/transposon?key=9999951' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Transposon: AT5TE99991/ }, LOAD)).toBeVisible();
    const sequences = within(canvas.getByRole('group', { name: 'Sequence' }));
    await expect(sequences.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/sequence?key=3002001', '/sequence?key=3002002']);
    const loci = within(canvas.getByRole('group', { name: 'Associated Transposable Locus' }));
    await expect(loci.getAllByRole('link').map((link) => link.textContent)).toEqual(['AT5G99991', 'AT5G99992']);
    const map = within(canvas.getByRole('table', { name: 'Map Assignment' }));
    await expect(map.getByRole('cell', { name: 'unknown' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Features' })).getAllByRole('row')).toHaveLength(3);
  },
};
