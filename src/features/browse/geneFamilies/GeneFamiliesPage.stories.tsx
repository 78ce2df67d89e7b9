import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manyGeneFamilies } from '../../../../mocks/browse/collectionFixtures';
import { collectionHandlers, emptyCollectionHandlers, failingCollectionHandlers, longCollectionHandlers, pendingCollectionHandlers } from '../../../../mocks/browse/collectionHandlers';
import { GeneFamiliesPage, HISTORICAL_NOTE } from './GeneFamiliesPage';

const meta = {
  title: 'Pages/Browse/Gene Families',
  component: GeneFamiliesPage,
  parameters: { route: '/browse/gene_family', msw: { handlers: collectionHandlers } },
} satisfies Meta<typeof GeneFamiliesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** By name, with counts and submitters linked to person or organization pages; the historical note above. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'WRKY transcription factor family' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gene Families' })).toBeVisible();
    await expect(canvas.getByText(HISTORICAL_NOTE)).toBeVisible();
    await expect(firstColumn(canvasElement)).toEqual([
      'bZIP transcription factor family',
      'F-box protein family',
      'MYB-related transcription factor family',
      'NAC transcription factor family',
      'WRKY transcription factor family',
    ]);
    await expect(canvas.getByRole('link', { name: 'WRKY transcription factor family' })).toHaveAttribute('href', '/browse/gene_family/3100012');
    const wrky = within(canvas.getByRole('row', { name: /WRKY/ }));
    await expect(wrky.getByText('74 genes in 3 groups')).toBeVisible();
    await expect(wrky.getByRole('link', { name: 'Max Planck Institute for Plant Breeding Research' })).toHaveAttribute('href', '/organization?key=1501000105');
    await expect(within(canvas.getByRole('row', { name: /NAC/ })).getByRole('link', { name: 'Tanya Berardini' })).toHaveAttribute('href', '/person?key=1345791');
    // Counts sort as text, the family without a count last.
    await userEvent.click(canvas.getByRole('button', { name: 'Families / Subfamilies / Members' }));
    await waitFor(() => expect(firstColumn(canvasElement).at(-1)).toBe('MYB-related transcription factor family'));
  },
};

/** 45 families at 25 a page (the browse default). */
export const Paged: Story = {
  parameters: { msw: { handlers: longCollectionHandlers([], manyGeneFamilies) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–25 of 45');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('26–45 of 45')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The list could not be loaded. Please try again later.');
  },
};

export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'WRKY transcription factor family' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
