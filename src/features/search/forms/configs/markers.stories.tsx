import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './markers';

const meta = {
  title: 'Pages/Search/Forms/Markers',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/markers' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Term rows, marker type, the ten accessions of 001 §3.7 for 'polymorphic between', map rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marker Search' })).toBeVisible();
    await expect(within(canvas.getByRole('combobox', { name: 'First accession' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'any', 'Ws', 'Nd', 'No', 'Rld', 'Ler', 'Col', 'C24', 'Cvi', 'En', 'Be',
    ]);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ markers?$/), { timeout: 5000 });
  },
};

/** 001 §2.2: no criteria at all is a search for every marker — an empty payload. */
export const NothingFilledIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Submit Query' }))[0]!);
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('markers');
    await expect(await submittedPayload(canvasElement)).toEqual({});
  },
};

/** SSLP markers polymorphic between Col and Ler on chromosome 1. */
export const PolymorphicBetween: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = await canvas.findByRole('listbox', { name: 'Marker type' });
    await userEvent.deselectOptions(type, 'any');
    await userEvent.selectOptions(type, 'SSLP');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'First accession' }), 'Col');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Second accession' }), 'Ler');
    await userEvent.selectOptions(within(canvas.getByRole('group', { name: 'Location 1' })).getByRole('combobox', { name: 'Chromosome' }), '1');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[1]!);
    await expect(await submittedPayload(canvasElement)).toEqual({
      restrictByFeatures: [{ marker_type: ['SSLP'], poly_between_1: 'Col', poly_between_2: 'Ler' }],
      mapLocation: [{ chromosome: '1' }],
    });
  },
};
