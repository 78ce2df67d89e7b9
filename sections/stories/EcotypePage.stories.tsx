import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Ecotype',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/ecotype?key=90' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Col-0: the laboratory accession, its stock, its taxon and the germplasms made in it. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Ecotype Detail/ }, { timeout: 15_000 })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    await expect(canvas.getByText('Columbia')).toBeVisible();
    await expect(canvas.getByText('Arabidopsis thaliana')).toBeVisible();
    await expect(canvas.getByText('38.3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CS70000' })).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/CS70000');
    const germplasms = canvas.getByRole('table', { name: 'Germplasms' });
    await expect(within(germplasms).getByRole('link', { name: 'Col-0' })).toHaveAttribute('href', '/germplasm?key=4690001');
    // No collector is recorded for a laboratory accession.
    await expect(within(canvas.getByRole('group', { name: 'Collector' })).getByText('No data available')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/ecotype?key=9999940' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Ecotype Detail/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('EMPTY-ACCESSION')).toBeVisible();
    for (const text of ['No Alias Available', 'No stock entries available', 'No Germplasm available', 'No comments available', 'No Attributions available']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(within(canvas.getByRole('group', { name: 'Date Last Modified' })).getByText('Not specified')).toBeVisible();
  },
};

/** An accession collected in the wild: its collector, a site spanning ranges of latitude, longitude and altitude. */
export const FieldCollected: Story = {
  parameters: { route: '/ecotype?key=9999941' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const collector = await canvas.findByRole('link', { name: 'Daniel Okafor' }, { timeout: 15_000 });
    await expect(collector).toHaveAttribute('href', '/person?key=1501415858');
    await expect(within(canvas.getByRole('group', { name: /^Latitude/ })).getByText('40.41 to 40.43')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: /^Longitude/ })).getByText('-1.45 to -1.42')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: /^Altitude/ })).getByText('1180 to 1260')).toBeVisible();
    await expect(canvas.getByText('1–10 of 25')).toBeVisible();
  },
};
