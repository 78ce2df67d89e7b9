import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Communication',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/communication?key=501800001' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTIONS = ['Summary', 'External Links'];
const field = (canvas: ReturnType<typeof within>, label: string) => within(canvas.getByRole('group', { name: label }));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Communication: Phylogenetic annotation of NAC family members/ }, { timeout: 15_000 }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(SECTIONS);
    await expect(field(canvas, 'Author').getByText('TAIR curators')).toBeVisible();
    await expect(field(canvas, 'Date').getByText('2020-11-05')).toBeVisible();
    await expect(field(canvas, 'Communication').getByText(/^Biological process terms shared by characterised members/)).toBeVisible();
    const phyloGenes = canvas.getByRole('link', { name: 'PhyloGenes' });
    await expect(phyloGenes).toHaveAttribute('href', 'https://phylogenes.arabidopsis.org/');
    await expect(phyloGenes).toHaveAttribute('target', '_blank');
  },
};

export const Empty: Story = {
  parameters: { route: '/communication?key=9999915' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Communication: Untitled demo communication/ }, { timeout: 15_000 }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(SECTIONS);
    await expect(field(canvas, 'Date').getByText('Not specified')).toBeVisible();
    await expect(canvas.getByText('No external links available')).toBeVisible();
  },
};

/** Several paragraphs, a date sent as epoch milliseconds, and a website without a name (its URL is the text). */
export const LongText: Story = {
  parameters: { route: '/communication?key=9999925' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Communication: Review of a demo gene family/ }, { timeout: 15_000 })).toBeVisible();
    await expect(field(canvas, 'Date').getByText('2022-01-31')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Communication' }).querySelectorAll('[data-line]')).toHaveLength(11);
    await expect(canvas.getByRole('link', { name: 'https://example.org/demo-family' })).toBeVisible();
  },
};
