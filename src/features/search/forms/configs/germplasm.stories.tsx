import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './germplasm';
import { handlersWithStaticLists } from './staticLists.storySupport';

const meta = {
  title: 'Pages/Search/Forms/Germplasm',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/germplasm', msw: { handlers: handlersWithStaticLists } },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, species (Arabidopsis thaliana), three term rows and three allele rows on starts with, features, map rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Germplasm Search' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ecotype Search' })).toHaveAttribute('href', '/search/ecotype');
    await expect(canvas.getByRole('combobox', { name: 'Species' })).toHaveValue('Arabidopsis thaliana');
    await expect(within(canvas.getByRole('combobox', { name: 'Germplasm type' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'any', 'individual line', 'individual pool', 'set of lines', 'set of pools',
    ]);
    const rows = [...canvas.getAllByRole('group', { name: /^Term \d$/ }), ...canvas.getAllByRole('group', { name: /^Allele \d$/ })];
    await expect(rows.map((row) => (within(row).getByRole('combobox', { name: 'Match' }) as HTMLSelectElement).value)).toEqual(Array(6).fill('starts_with'));
    await expect(within(canvas.getByRole('group', { name: 'Allele 1' })).getByRole('combobox', { name: 'Zygosity' })).toHaveValue('any');
    // The background accessions are the static list's (data/static/germplasm-ecotypes.json).
    await waitFor(() => expect(within(canvas.getByRole('listbox', { name: 'Background ecotype' })).getByRole('option', { name: 'Ler-0' })).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ germplasms?$/), { timeout: 5000 });
  },
};

/** A homozygous allele in T-DNA lines on a Col-0 background: the species stays in the search terms. */
export const AlleleAndFeatures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const allele = within(await canvas.findByRole('group', { name: 'Allele 1' }));
    await userEvent.selectOptions(allele.getByRole('combobox', { name: 'Zygosity' }), 'homozygous');
    await userEvent.type(allele.getByRole('textbox', { name: 'Allele name' }), 'ft-10');
    const background = canvas.getByRole('listbox', { name: 'Background ecotype' });
    await waitFor(() => expect(within(background).getByRole('option', { name: 'Col-0' })).toBeInTheDocument());
    await userEvent.deselectOptions(background, 'any');
    await userEvent.selectOptions(background, 'Col-0');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'available from a stock centre' }));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[1]!);
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('germplasm');
    await expect(await submittedPayload(canvasElement)).toEqual({
      searchTerms: [{ species_search_by: 'Arabidopsis thaliana' }],
      searchAlleles: [{ search_type: 'homozygous', search_method: 'starts_with', search_input: 'ft-10' }],
      restrictByFeatures: [{ isAbrcStock: true, background_ecotype: ['Col-0'] }],
    });
  },
};

/** Reset clears text, unticks boxes and restores the selects and the species (001 §4). */
export const Reset: Story = {
  parameters: { route: '/search/germplasm?terms.0.search_input=SALK_&species_search_by=Arabidopsis+lyrata&isTransgenic=true&type_search_by=set_of_lines' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'transgenic' })).toBeChecked();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reset' })[0]!);
    await expect(canvas.getByRole('checkbox', { name: 'transgenic' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Species' })).toHaveValue('Arabidopsis thaliana');
    await expect(canvas.getByRole('combobox', { name: 'Germplasm type' })).toHaveValue('any');
    await expect(within(canvas.getByRole('group', { name: 'Term 1' })).getByRole('textbox', { name: 'Search text' })).toHaveValue('');
  },
};
