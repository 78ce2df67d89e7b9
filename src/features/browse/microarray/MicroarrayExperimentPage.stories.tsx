import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NITRATE_EXPERIMENT, SALT_SERIES } from '../../../../mocks/browse/collectionFixtures';
import { MEMBER_REFUSAL_BODY } from '../../../../mocks/accessRefusals';
import {
  collectionHandlers,
  failingCollectionHandlers,
  memberRefusedCollectionHandlers,
  pendingCollectionHandlers,
} from '../../../../mocks/browse/collectionHandlers';
import { MicroarrayExperimentPage, NO_ELEMENTS_TEXT } from './MicroarrayExperimentPage';

const meta = {
  title: 'Pages/Browse/Microarray Experiment',
  component: MicroarrayExperimentPage,
  args: { name: SALT_SERIES },
  parameters: { msw: { handlers: collectionHandlers } },
} satisfies Meta<typeof MicroarrayExperimentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record's summary and publications, its slides, and its elements linked to their pages and loci. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: `Slides of ${SALT_SERIES}` });
    await expect(canvas.getByRole('heading', { level: 1, name: SALT_SERIES })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(`Home/Browse/Microarray Experiments/${SALT_SERIES}`);
    await expect(canvas.getByRole('link', { name: 'Microarray Experiments' })).toHaveAttribute('href', '/browse/microarray_experiments');
    await expect(canvas.getByText('ATH1-121501, Affymetrix, in situ oligonucleotide, 22,810 spots')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Daniel Okafor' })).toHaveAttribute('href', '/person?key=1501415858');
    await expect(canvas.getByText('2005-05-30')).toBeVisible();
    await expect(canvas.getByText('Microarray data was last accepted June 2005.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Evidence for network evolution in an Arabidopsis interactome map.' })).toHaveAttribute('href', '/publication?key=501741973');
    const slides = within(canvas.getByRole('table', { name: `Slides of ${SALT_SERIES}` }));
    await expect(slides.getAllByRole('row')).toHaveLength(3);
    const elements = within(canvas.getByRole('table', { name: `Array elements of ${SALT_SERIES}` }));
    await expect(elements.getByRole('link', { name: '261585_at' })).toHaveAttribute('href', '/array_element?key=261585_at');
    await expect(elements.getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    await expect(elements.getByText('control probe set (control)')).toBeVisible();
  },
};

/** An experiment with a name, a type, a design and a submitter only: what is missing says so. */
export const Bare: Story = {
  args: { name: NITRATE_EXPERIMENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No publications available');
    await expect(canvas.getByRole('heading', { level: 1, name: NITRATE_EXPERIMENT })).toBeVisible();
    await expect(canvas.getByText('No publications available')).toBeVisible();
    await expect(canvas.getByText('No slides available')).toBeVisible();
    await expect(canvas.getByText(NO_ELEMENTS_TEXT)).toBeVisible();
    await expect(canvas.getByText('Not specified', { selector: '[data-empty-text]' })).toBeVisible();
  },
};

/** A name no experiment has: the not-found view, with the way back to the list. */
export const NotFound: Story = {
  args: { name: 'No such experiment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(canvas.getByText('No microarray experiment is named "No such experiment".')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Microarray Experiments' })).toHaveAttribute('href', '/browse/microarray_experiments');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the experiment…');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: failingCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The experiment could not be loaded. Please try again later.');
  },
};

/**
 * A member with no usage units left (the experiment's record is subscription content): the server's sentence saying
 * what would open it, instead of the failure's, the way back to the list, and none of the record.
 */
export const RefusedNoUnits: Story = {
  parameters: { msw: { handlers: memberRefusedCollectionHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(MEMBER_REFUSAL_BODY.error);
    await expect(notice).not.toHaveTextContent('could not be loaded');
    // Beside the breadcrumb's link, the sentence offering the list.
    await expect(within(canvas.getByText(/^See the list of/)).getByRole('link', { name: 'Microarray Experiments' })).toHaveAttribute('href', '/browse/microarray_experiments');
    await expect(canvas.getByRole('heading', { level: 1, name: SALT_SERIES })).toBeVisible();
    await expect(canvas.queryByText('ATH1-121501, Affymetrix, in situ oligonucleotide, 22,810 spots')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: '261585_at' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
