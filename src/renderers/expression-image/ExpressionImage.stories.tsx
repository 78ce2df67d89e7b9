import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NO_DATA_LOCUS } from '../../../mocks/fixtures/expression/efpImage';
import {
  failingExpressionImageHandler,
  pendingExpressionImageHandler,
  unreachableExpressionImageHandler,
} from '../../../mocks/sideDataHandlers';
import { ExpressionImage } from './ExpressionImage';

// The renderer reads the locus name from the record; the images come from mocks/sideDataHandlers.ts.
const locus = (name: string) => ({ record: { name }, value: { name } });

const meta = {
  title: 'Renderers/ExpressionImage',
  component: ExpressionImage,
  args: {
    recordType: 'locus',
    sectionId: 'expression',
    field: { kind: 'expressionImage', label: 'Expression', locusName: 'name' },
    ...locus('AT1G01010'),
  },
} satisfies Meta<typeof ExpressionImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the picture has really been decoded (its object URL was alive when the browser read it). */
const showsPicture = async (canvasElement: HTMLElement, name: string | RegExp) => {
  const picture = await within(canvasElement).findByRole('img', { name });
  await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  return picture;
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await showsPicture(canvasElement, 'Expression pattern of AT1G01010 in the Klepikova Atlas data source');
  },
};

/** Choosing another data source loads that picture. */
export const ChangesDataSource: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Expression pattern of AT1G01010 in the Klepikova Atlas data source' });
    await userEvent.selectOptions(canvas.getByLabelText('Data Source'), 'Root');
    const picture = await showsPicture(canvasElement, 'Expression pattern of AT1G01010 in the Root data source');
    await expect(picture.getAttribute('src')).toMatch(/^blob:/);
  },
};

/** The service answers { wasSuccessful: false, error } for a gene it has no data for. */
export const ServerError: Story = {
  args: locus(NO_DATA_LOCUS),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No expression data for this gene in this data source.')).toBeVisible();
    await showsPicture(canvasElement, /No expression image available/);
  },
};

/** The service fails with a 500 and no report. */
export const HttpError: Story = {
  parameters: { msw: { handlers: [failingExpressionImageHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('An error occurred while fetching the image.')).toBeVisible();
  },
};

/** The service cannot be reached at all. */
export const FetchFailure: Story = {
  parameters: { msw: { handlers: [unreachableExpressionImageHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('An unexpected error occurred. Please try again later.')).toBeVisible();
    await showsPicture(canvasElement, /No expression image available/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pendingExpressionImageHandler()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading expression image' })).toBeInTheDocument();
  },
};

/** The record has no locus name. */
export const Empty: Story = {
  args: { record: {}, value: {}, field: { kind: 'expressionImage', label: 'Expression', locusName: 'name', empty: 'No data available' } },
};
