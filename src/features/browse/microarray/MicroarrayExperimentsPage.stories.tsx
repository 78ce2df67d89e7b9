import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { experimentNames, manyExperimentNames } from '../../../../mocks/browse/collectionFixtures';
import { collectionHandlers, emptyCollectionHandlers, failingCollectionHandlers, longCollectionHandlers, pendingCollectionHandlers } from '../../../../mocks/browse/collectionHandlers';
import { MicroarrayExperimentsPage } from './MicroarrayExperimentsPage';

const meta = {
  title: 'Pages/Browse/Microarray Experiments',
  component: MicroarrayExperimentsPage,
  parameters: { route: '/browse/microarray_experiments', msw: { handlers: collectionHandlers } },
} satisfies Meta<typeof MicroarrayExperimentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const experimentCells = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

/** Alphabetical and numbered, each name a link to its page (URL-encoded); sorting by a header flips the order. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'AtGenExpress: Stress treatments (salt)' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Microarray Experiments' })).toBeVisible();
    await expect(canvas.getByText(/Microarray data was last accepted June 2005\./)).toBeVisible();
    const sorted = [...experimentNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect(experimentCells(canvasElement)).toEqual(sorted.map((name, index) => [String(index + 1), name]));
    await expect(canvas.getByRole('link', { name: 'AtGenExpress: Stress treatments (salt)' })).toHaveAttribute(
      'href',
      '/browse/microarray_experiments/AtGenExpress%3A%20Stress%20treatments%20(salt)',
    );
    // Five rows: no pager.
    await expect(canvas.queryByRole('combobox', { name: 'Results per page:' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Experiment Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Experiment Name' }));
    await waitFor(() => expect(experimentCells(canvasElement)[0]).toEqual(['5', 'Trichome development: wild type and gl3 egl3 mutant']));
    await expect(canvas.getByRole('columnheader', { name: 'Experiment Name' })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** 235 experiments: 200 to a page (002 §9), the browse choices with 200 among them. */
export const TwoPages: Story = {
  parameters: { msw: { handlers: longCollectionHandlers(manyExperimentNames, []) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–200 of 235');
    const options = [...canvas.getByRole('combobox', { name: 'Results per page:' }).querySelectorAll('option')].map((option) => option.value);
    await expect(options).toEqual(['25', '50', '100', '200', '250']);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('201–235 of 235')).toBeVisible();
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

/** 002 §8: the list's failure is the table's error state. */
export const Failed: Story = {
  parameters: { msw: { handlers: failingCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The list could not be loaded. Please try again later.');
  },
};

/** At 375 px the long names wrap: nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'AtGenExpress: Stress treatments (salt)' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
