import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './keyword';

const meta = {
  title: 'Pages/Search/Forms/Keyword',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/keyword' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: breadcrumb, title, the name and id fields, the six categories, a live count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Keyword Search' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Keyword')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Search by Keyword', 'Restrict by Category']);
    await expect(canvas.getByRole('combobox', { name: 'Match' })).toHaveValue('contains');
    await expect(within(canvas.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox')).toHaveLength(6);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ keywords?$/), { timeout: 5000 });
  },
};

/** A name in chosen categories: Enter in the text box submits the search_params the search API takes. */
export const NameInCategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'GO Biological Process' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keyword name or synonym' }), 'circadian{Enter}');
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('keyword');
    await expect(await submittedPayload(canvasElement)).toEqual({
      searchTerms: [{ search_method: 'contains', kw_search_input: 'circadian' }],
      restrictCats: ['go_bp'],
    });
  },
};

/** 001 §5: the GO/PO id must read GO: or PO: plus digits; a name there stops the search with a message. */
export const OntologyIdChecked: Story = {
  parameters: { route: '/search/keyword?ontologyId=nucleus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Submit Query' }))[0]!);
    await expect(canvas.getByRole('alert')).toHaveTextContent('"nucleus" is not a GO or PO id: write GO: or PO: followed by digits, e.g. GO:0003700.');
    const id = canvas.getByRole('textbox', { name: 'GO or PO ID (exact match)' });
    await expect(id).toHaveFocus();
    await userEvent.clear(id);
    await userEvent.type(id, 'go:0005634{Enter}');
    await expect(await submittedPayload(canvasElement)).toEqual({ searchTerms: [{ search_method: 'contains', go_id_search_inp: 'GO:0005634' }] });
  },
};
