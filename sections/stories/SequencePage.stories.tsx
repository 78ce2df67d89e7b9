import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Sequence',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/sequence?key=3001001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEQUENCE_SECTIONS = ['Sequence', 'Summary', 'Publications'];

const field = (canvas: ReturnType<typeof within>, label: string) => canvas.getByRole('group', { name: label });

/** NM_099983, the 1,688-base mRNA of AT1G01010.1. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Sequence: NM_099983/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(SEQUENCE_SECTIONS);
    // 002 §2.4: lines of 50 bases, so 1,688 bases make 34 lines.
    const sequence = canvas.getByRole('region', { name: 'Nucleotide Sequence' });
    await expect(sequence.querySelectorAll('[data-sequence-line]')).toHaveLength(34);
    await expect(canvas.getByRole('button', { name: 'Copy Sequence' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send to BLAST' })).toHaveAttribute('href', expect.stringContaining('sequence_type=sequence'));
    await expect(field(canvas, 'Length (bp)')).toHaveTextContent('1,688');
    await expect(canvas.getByRole('link', { name: /NM_099983/ })).toHaveAttribute('href', 'https://www.ncbi.nlm.nih.gov/nucleotide/NM_099983');
    await expect(canvas.getByRole('link', { name: 'Sequence and analysis of chromosome 1 of the plant Arabidopsis thaliana.' })).toHaveAttribute(
      'href',
      '/publication?key=1546291',
    );
  },
};

export const Empty: Story = {
  parameters: { route: '/sequence?key=9999902' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Sequence available', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No publications available')).toBeVisible();
    await expect(field(canvas, 'Date Last Modified')).toHaveTextContent('Not specified');
  },
};

/** 12,000 bases: 240 numbered lines, the last starting at 11951; authors past six end in 'et al.'. */
export const LongSequence: Story = {
  parameters: { route: '/sequence?key=9999903' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sequence = await canvas.findByRole('region', { name: 'Nucleotide Sequence' }, { timeout: 15_000 });
    await expect(sequence.querySelectorAll('[data-sequence-line]')).toHaveLength(240);
    await expect(within(sequence).getByText('11951')).toBeInTheDocument();
    await expect(field(canvas, 'GenBank Accession')).toHaveTextContent('No data available');
    await expect(field(canvas, 'Publications')).toHaveTextContent('Adams K, Baker L, Chen W, Diaz M, Evans R, Fischer T et al.');
  },
};
