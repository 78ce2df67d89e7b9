import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { NO_DATA_LOCUS } from '../../../data/expression/efpImage';
import {
  failingExpressionImageHandler,
  pendingExpressionImageHandler,
  unreachableExpressionImageHandler,
} from '../../../mocks/sideDataHandlers';
import { ExpressionImage } from './ExpressionImage';

// The renderer reads the locus name from the record; the images come from mocks/sideDataHandlers.ts.
const locus = (name: string) => ({ record: { name }, value: { name } });

// Watched (and passed through) from before each story renders: the requests made, and the object URLs the picture is
// shown through and released.
let fetchSpy: MockInstance<typeof fetch>;
let createObjectUrlSpy: MockInstance<typeof URL.createObjectURL>;
let revokeObjectUrlSpy: MockInstance<typeof URL.revokeObjectURL>;

const meta = {
  title: 'Renderers/ExpressionImage',
  component: ExpressionImage,
  beforeEach: () => {
    fetchSpy = spyOn(globalThis, 'fetch');
    createObjectUrlSpy = spyOn(URL, 'createObjectURL');
    revokeObjectUrlSpy = spyOn(URL, 'revokeObjectURL');
    return () => {
      fetchSpy.mockRestore();
      createObjectUrlSpy.mockRestore();
      revokeObjectUrlSpy.mockRestore();
    };
  },
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

const klepikovaAlt = 'Expression pattern of AT1G01010 in the Klepikova Atlas data source';
const requestedPaths = () =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.origin).pathname)
    .filter((path) => path.startsWith('/api/'));

/**
 * The Klepikova Atlas picture, asked for by default and shown through an object URL; the 22 data sources offered by
 * name; 'Powered by' BAR ePlant, in a new tab.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Data Source')).toHaveValue('Klepikova_Atlas');
    const picture = await showsPicture(canvasElement, klepikovaAlt);
    await expect(requestedPaths()).toEqual(['/api/efp_image/efp_arabidopsis/Klepikova_Atlas/Absolute/AT1G01010']);
    await expect(createObjectUrlSpy.mock.calls[0]?.[0]).toHaveProperty('type', 'image/svg+xml');
    await expect(picture).toHaveAttribute('src', createObjectUrlSpy.mock.results[0]?.value);
    await expect(canvas.getAllByRole('option')).toHaveLength(22);
    await expect(canvas.getByRole('option', { name: 'Lateral Root Initiation' })).toHaveValue('Lateral_Root_Initiation');
    const poweredBy = canvas.getByRole('link', { name: 'BAR ePlant' });
    await expect(poweredBy).toHaveAttribute('href', 'https://bar.utoronto.ca/eplant/');
    await expect(poweredBy).toHaveAttribute('target', '_blank');
  },
};

/** Choosing another data source loads that picture and releases the previous one's object URL. */
export const ChangesDataSource: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('img', { name: klepikovaAlt });
    const firstUrl = first.getAttribute('src');
    await userEvent.selectOptions(canvas.getByLabelText('Data Source'), 'Root');
    const picture = await showsPicture(canvasElement, 'Expression pattern of AT1G01010 in the Root data source');
    await expect(picture.getAttribute('src')).toMatch(/^blob:/);
    await expect(revokeObjectUrlSpy).toHaveBeenCalledWith(firstUrl);
  },
};

/** Lets a story take the picture off the page, as leaving the page or closing its section does. */
function Removable({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && children}
      <Button onClick={() => setShown(false)}>Remove the picture</Button>
    </>
  );
}

/** The picture after it has gone from the page: its object URL is released. */
export const Removed: Story = {
  decorators: [(Story) => <Removable><Story /></Removable>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const url = (await showsPicture(canvasElement, klepikovaAlt)).getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the picture' }));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(revokeObjectUrlSpy).toHaveBeenCalledWith(url);
  },
};

/** The service answers { wasSuccessful: false, error } for a gene it has no data for. */
export const ServerError: Story = {
  args: locus(NO_DATA_LOCUS),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No expression data for this gene in this data source.')).toBeVisible();
    // The default image stands in for the missing one.
    const fallback = await showsPicture(canvasElement, 'No expression image available for AT1G99999 in the Klepikova Atlas data source');
    await expect(fallback.getAttribute('src')).toMatch(/images\/expression-unavailable\.svg$/);
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};
