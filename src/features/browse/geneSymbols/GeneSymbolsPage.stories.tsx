import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { browseDocsHandlers, browseHandlers, emptyBrowseHandlers, failingBrowseHandlers, manyGeneSymbolDocs, pendingBrowseHandlers } from '../../../../mocks/browse/browseHandlers';
import { GeneSymbolsPage } from './GeneSymbolsPage';

const meta = {
  title: 'Browse/Gene Class Symbols',
  component: GeneSymbolsPage,
  parameters: { route: '/browse/gene_symbols', msw: { handlers: browseHandlers() } },
} satisfies Meta<typeof GeneSymbolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOfRow = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Gene Class Symbols' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'LHY' })).toHaveAttribute('href', '/genesymbol?key=6401001');
    await expect(canvas.getByRole('link', { name: 'Schaffer et al. 1998' })).toHaveAttribute('href', '/publication?key=501700100');
    // A reference sent as a 'name_id' string links the same way.
    await expect(canvas.getByRole('link', { name: 'Kardailsky et al. 1999' })).toHaveAttribute('href', '/publication?key=501700300');
    await expect(canvas.getAllByRole('link', { name: 'Tanya Berardini' })[0]).toHaveAttribute('href', '/community?key=1345791');
    await expect(cellsOfRow(canvasElement.querySelector('tbody tr')!)).toEqual(['LHY', 'LATE ELONGATED HYPOCOTYL', 'P', 'approved', 'Schaffer et al. 1998', 'Tanya Berardini', '2006-04-11']);
  },
};

/** The letter filter: F keeps FLC and ft (first letter in either case); All brings every symbol back. */
export const LetterF: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'LHY' });
    await userEvent.click(canvas.getByRole('button', { name: 'F' }));
    await expect(canvas.getByRole('button', { name: 'F' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('2 symbols starting with F')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'LHY' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ft' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(canvas.getByText('4 symbols')).toBeVisible();
  },
};

/** 600 symbols: 500 to a page, 500 among the per-page choices. */
export const FiveHundredToAPage: Story = {
  parameters: { msw: { handlers: browseDocsHandlers('genesymbol', manyGeneSymbolDocs(600)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('1–500 of 600')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('501–600 of 600')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingBrowseHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingBrowseHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The list could not be loaded.');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyBrowseHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available')).toBeVisible();
  },
};
