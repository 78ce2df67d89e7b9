import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Host Strain',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/hoststrain?key=6101002' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

/** DH10B: the Escherichia coli host of the BAC libraries, with a curator's comment and ABRC's attribution. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Host Strain: DH10B/ }, LOAD)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(within(canvas.getByRole('group', { name: 'Species' })).getByText('Escherichia coli')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Media' })).getByText('LB, 37 °C')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Genotype' })).getByText(/^F– mcrA Δ\(mrr-hsdRMS-mcrBC\)/)).toBeVisible();
    await expect(canvas.getByText('The host of the BAC libraries: it takes up large plasmids well by electroporation.')).toBeVisible();
    const attributions = canvas.getByRole('table', { name: 'Attributions' });
    await expect(within(attributions).getByRole('link', { name: 'Arabidopsis Biological Resource Center' })).toHaveAttribute(
      'href',
      '/organization?key=1501000102',
    );
    await expect(within(attributions).getByText('2008-10-06')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/hoststrain?key=9999920' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Host Strain: EMPTY-STRAIN/ }, LOAD)).toBeVisible();
    await expect(canvas.getByText('No comments available')).toBeVisible();
    await expect(canvas.getByText('No Attributions available')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Date Last Modified' })).getByText('Not specified')).toBeVisible();
    for (const label of ['Species', 'Genotype', 'Media']) {
      await expect(within(canvas.getByRole('group', { name: label })).getByText('No data available')).toBeVisible();
    }
  },
};

/** A genotype with no space to break at wraps inside the page; 24 attributions page by 10. */
export const LongGenotype: Story = {
  parameters: { route: '/hoststrain?key=9999921' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Host Strain: LONG-GENOTYPE-STRAIN/ }, LOAD)).toBeVisible();
    const genotype = canvas.getByRole('group', { name: 'Genotype' });
    await expect(genotype.scrollWidth).toBeLessThanOrEqual(genotype.clientWidth);
    await expect(within(canvas.getByRole('group', { name: 'Date Last Modified' })).getByText('2012-03-09')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Species' })).getByText('Agrobacterium')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Attributions' })).getAllByRole('row')).toHaveLength(11);
  },
};
