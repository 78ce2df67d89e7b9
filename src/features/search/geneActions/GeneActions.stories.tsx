import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GeneActions, NO_GENES_SELECTED } from './GeneActions';
import { geneIdListParams, nameSearchParams, storyGeneRows, withCurrentAddress } from './geneActionStorySupport';

const meta = {
  title: 'Search/Gene Actions',
  component: GeneActions,
  parameters: { route: '/results?mainType=detail&category=genes&key=searchParams_1767225600000' },
  decorators: [withCurrentAddress],
  args: {
    selectedRows: storyGeneRows.slice(0, 2),
    allRows: storyGeneRows,
    query: { category: 'genes', params: nameSearchParams },
  },
} satisfies Meta<typeof GeneActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSelected: Story = {};

export const NothingSelected: Story = {
  args: { selectedRows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get GO Annotations' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NO_GENES_SELECTED);
  },
};

/** The microarray action asks for the platform first. */
export const ChoosingMicroarrayPlatform: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Microarray Elements' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Microarray platform' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['AFFY_ATH1', 'catma', 'Agilent-G2519F-021169']);
  },
};

/** After a search by a list of gene IDs: the sequence modal may match the query. */
export const SequencesAfterGeneList: Story = {
  args: { query: { category: 'genes', params: geneIdListParams } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Sequences' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Get Sequences' });
    await expect(within(dialog).getByRole('radio', { name: 'only the model matching my query' })).toBeEnabled();
  },
};
