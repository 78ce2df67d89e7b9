import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Protein',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/protein?key=1009117474' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROTEIN_SECTIONS = ['Sequence', 'Summary', 'Properties', 'Domains', 'External Links'];

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Protein: AT1G01010\.1/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(PROTEIN_SECTIONS);
    await expect(canvas.getByRole('button', { name: 'Copy Sequence' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'IPR003441' })).toHaveAttribute('href', 'https://www.ebi.ac.uk/interpro/entry/InterPro/IPR003441');
    // The External Links field (the summary band links the UniProt entry too).
    await expect(within(canvas.getByRole('group', { name: 'UniProt' })).getByRole('link', { name: 'Q0WV96' })).toHaveAttribute('href', 'https://www.uniprot.org/uniprotkb/Q0WV96');
  },
};

export const Empty: Story = {
  parameters: { route: '/protein?key=9999992' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sequence available', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No associated genes available')).toBeVisible();
    await expect(canvas.getByText('No domains available')).toBeVisible();
    await expect(canvas.getByText('No comments available')).toBeVisible();
    await expect(canvas.getAllByText('No external ids available')).toHaveLength(2);
  },
};

/** 3,000 residues: 60 numbered lines, the last starting at 2951, in a box that scrolls. */
export const LongSequence: Story = {
  parameters: { route: '/protein?key=9999993' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sequence = await canvas.findByRole('region', { name: 'Protein Sequence' }, { timeout: 15_000 });
    await expect(sequence.querySelectorAll('[data-sequence-line]')).toHaveLength(60);
    await expect(within(sequence).getByText('2951')).toBeInTheDocument();
  },
};
