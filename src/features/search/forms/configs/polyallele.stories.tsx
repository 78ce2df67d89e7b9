import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './polyallele';
import { handlersWithStaticLists } from './staticLists.storySupport';

const meta = {
  title: 'Pages/Search/Forms/Polymorphism',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/polyallele', msw: { handlers: handlersWithStaticLists } },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const term = (canvas: ReturnType<typeof within>, n: number) => within(canvas.getByRole('group', { name: `Term ${n}` }));

/** Term rows, the features of 001 §3.1, the accessions from the static list, map rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Polymorphism/Allele Search' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Polymorphisms/Alleles')).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('listbox', { name: 'Allele mode' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'any', 'loss-of-function', 'hypermorphic', 'hypomorphic', 'antimorphic', 'gain-of-function', 'unknown',
    ]);
    // The accessions are the static list's (data/static/polymorphism-ecotypes.json).
    await waitFor(() => expect(within(canvas.getByRole('combobox', { name: 'First accession' })).getByRole('option', { name: 'Ws-2' })).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ polymorphisms?$/), { timeout: 5000 });
  },
};

/** 001 §4: DOI and GenBank accession limit the row to exactly; a DOI search sends exactly. */
export const DoiIsExactOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = term(canvas, 2);
    await userEvent.selectOptions(await row.findByRole('combobox', { name: 'Search by' }), 'doi');
    await expect(within(row.getByRole('combobox', { name: 'Match' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['exactly']);
    await userEvent.type(row.getByRole('textbox', { name: 'Search text' }), '10.1126/science.286.5446.1962{Enter}');
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('polyallele');
    await expect(await submittedPayload(canvasElement)).toEqual({
      searchTerms: [{ search_type: 'doi', search_method: 'exactly', search_input: '10.1126/science.286.5446.1962' }],
    });
  },
};

/** Reset empties the form (001 §4 says this form's Reset does nothing; here it resets like the others). */
export const ResetResets: Story = {
  parameters: { route: '/search/polyallele?terms.0.search_input=ft&is_genetic_marker=true&allele_mode=hypomorphic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'is a genetic marker' })).toBeChecked();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reset' })[1]!);
    await expect(canvas.getByRole('checkbox', { name: 'is a genetic marker' })).not.toBeChecked();
    await expect(term(canvas, 1).getByRole('textbox', { name: 'Search text' })).toHaveValue('');
    const modes = canvas.getByRole('listbox', { name: 'Allele mode' }) as HTMLSelectElement;
    await expect([...modes.selectedOptions].map((option) => option.value)).toEqual(['any']);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[0]!);
    await expect(await submittedPayload(canvasElement)).toEqual({});
  },
};
