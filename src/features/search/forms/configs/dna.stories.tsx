import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { searchForm } from './dna';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';

const meta = {
  title: 'Pages/Search/Forms/DNA',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/dna' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const term = (canvas: ReturnType<typeof within>, n: number) => within(canvas.getByRole('group', { name: `Term ${n}` }));

/** The clone form: three term rows (contains, contains, exactly), clone features, map rows and a live count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'DNA/Clone Search' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByText('DNA')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Category',
      'Search Terms',
      'Restrict by Features',
      'Restrict by Map Locations',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('clone');
    await expect([1, 2, 3].map((n) => (term(canvas, n).getByRole('combobox', { name: 'Match' }) as HTMLSelectElement).value)).toEqual([
      'contains',
      'contains',
      'exactly',
    ]);
    await expect(within(term(canvas, 1).getByRole('combobox', { name: 'Search by' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'name',
      'locus name',
      'gene name',
      'GenBank accession',
      'GenBank gi',
    ]);
    await expect(canvas.getByRole('listbox', { name: 'Clone end type' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: /^Location \d$/ })).toHaveLength(3);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ clones? (and|or) vectors?$/), { timeout: 5000 });
  },
};

/** 001 §4: GenBank accession or gi limits the row to exactly; name brings the three methods back. */
export const GenbankIsExactOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = term(canvas, 1);
    await userEvent.selectOptions(await row.findByRole('combobox', { name: 'Search by' }), 'genbank_gi');
    const match = row.getByRole('combobox', { name: 'Match' });
    await expect(within(match).getAllByRole('option').map((option) => option.textContent)).toEqual(['exactly']);
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'Search by' }), 'name');
    await expect(within(match).getAllByRole('option')).toHaveLength(3);
    await expect(match).toHaveValue('exactly');
  },
};

/** Vector category: the term rows search names only, vector features replace clone ones, the map rows go. */
export const VectorCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(term(canvas, 1).getByRole('textbox', { name: 'Search text' }), 'T25K16');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'vector');
    await expect(within(term(canvas, 1).getByRole('combobox', { name: 'Search by' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['name']);
    // The swapped-out clone row leaves nothing behind.
    await expect(term(canvas, 1).getByRole('textbox', { name: 'Search text' })).toHaveValue('');
    await expect(canvas.queryByRole('listbox', { name: 'Clone end type' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Restrict by Map Locations' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'has a vector map' }));
    await userEvent.type(term(canvas, 1).getByRole('textbox', { name: 'Search text' }), 'pBIN{Enter}');
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('dna');
    await expect(await submittedPayload(canvasElement)).toEqual({
      category: 'vector',
      searchTerms: [{ search_type: 'name', search_method: 'contains', search_input: 'pBIN' }],
      restrictByFeatures: [{ other_features: ['has_image'] }],
    });
  },
};

/** /search/vector is the same form with the vector category chosen. */
export const VectorRoute: Story = {
  args: { presets: { category: 'vector' } },
  parameters: { route: '/search/dna' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Category' })).toHaveValue('vector');
    await expect(canvas.getByRole('checkbox', { name: 'has a vector map' })).not.toBeChecked();
  },
};

/** A clone by locus on a chromosome range: Submit Query sends the rows, the features and the map row. */
export const CloneByLocusAndPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = term(canvas, 2);
    await userEvent.type(await row.findByRole('textbox', { name: 'Search text' }), 'AT1G01010');
    await userEvent.selectOptions(canvas.getByRole('listbox', { name: 'Insert type' }), ['cDNA']);
    const place = within(canvas.getByRole('group', { name: 'Location 1' }));
    await userEvent.selectOptions(place.getByRole('combobox', { name: 'Chromosome' }), '1');
    await userEvent.type(place.getByRole('spinbutton', { name: 'To (bp)' }), '50000');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[1]!);
    await expect(await submittedPayload(canvasElement)).toEqual({
      category: 'clone',
      searchTerms: [{ search_type: 'locus_name', search_method: 'contains', search_input: 'AT1G01010' }],
      restrictByFeatures: [{ insert_type: ['cDNA'] }],
      mapLocation: [{ chromosome: '1', high_range: 50000 }],
    });
  },
};
