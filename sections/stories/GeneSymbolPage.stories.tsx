import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Gene Symbol',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/genesymbol?key=6401003' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const GENE_SYMBOL_SECTIONS = ['Summary', 'Associated Loci', 'Attribution'];

const field = (canvas: ReturnType<typeof within>, label: RegExp | string) => canvas.getByRole('group', { name: label });

/** LFY: one locus, a mutant phenotype (so type P), attributed to a person. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Gene Symbol: LFY/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(GENE_SYMBOL_SECTIONS);
    await expect(field(canvas, 'Full Name')).toHaveTextContent('LEAFY');
    await expect(field(canvas, 'Has Mutant Phenotype')).toHaveTextContent('Yes');
    await expect(field(canvas, /^Symbol Type/)).toHaveTextContent(/P$/);
    await expect(field(canvas, 'Number of Loci')).toHaveTextContent('Single locus');
    await expect(canvas.getByRole('link', { name: 'AT5G61850' })).toHaveAttribute('href', '/locus?key=2176210');
    await expect(canvas.getByRole('link', { name: 'Tanya Berardini' })).toHaveAttribute('href', '/person?key=1345791');
  },
};

export const Empty: Story = {
  parameters: { route: '/genesymbol?key=9999960' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Loci available', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No Attribution available')).toBeVisible();
    await expect(field(canvas, 'Has Mutant Phenotype')).toHaveTextContent('No data available');
  },
};

/** A family symbol: 24 loci over three table pages, no mutant phenotype (type G), an organization among the attributions. */
export const ManyLoci: Story = {
  parameters: { route: '/genesymbol?key=9999961' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Gene Symbol: SYP/ }, { timeout: 15_000 })).toBeVisible();
    await expect(field(canvas, 'Number of Loci')).toHaveTextContent('Multiple loci');
    await expect(field(canvas, 'Has Mutant Phenotype')).toHaveTextContent('No');
    await expect(field(canvas, /^Symbol Type/)).toHaveTextContent(/G$/);
    await expect(within(field(canvas, 'Associated Loci')).getByText('1–10 of 24')).toBeVisible();
    const organization = canvas.getByRole('link', { name: 'The Arabidopsis Information Resource' });
    await expect(organization).toHaveAttribute('href', '/organization?key=1501000103');
    await expect(field(canvas, 'Attribution')).toHaveTextContent('2005-02-15');
  },
};
