import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './publication';

const meta = {
  title: 'Pages/Search/Forms/Publication',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/publication' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const thisYear = String(new Date().getFullYear());

/** Two term rows, years from this year down to 1947 after any and present, the ten publication types. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Publication Search' })).toBeVisible();
    await expect(canvas.getAllByRole('combobox', { name: 'Search by' }).map((select) => (select as HTMLSelectElement).value)).toEqual(['authors', 'title_abstract']);
    const years = within(canvas.getByRole('combobox', { name: 'From year' })).getAllByRole('option').map((option) => option.textContent);
    await expect(years.slice(0, 3)).toEqual(['any', 'present', thisYear]);
    await expect(years.at(-1)).toBe('1947');
    await expect(years).toHaveLength(Number(thisYear) - 1947 + 3);
    await expect(within(canvas.getByRole('combobox', { name: 'Publication type' })).getAllByRole('option')).toHaveLength(10);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ publications?$/), { timeout: 5000 });
  },
};

/** 001 §4: PubMed ID and DOI allow exact match only; another type offers the three methods again. */
export const MethodRestriction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [type] = await canvas.findAllByRole('combobox', { name: 'Search by' });
    const method = () => canvas.getAllByRole('combobox', { name: 'Match' })[0]!;
    await userEvent.selectOptions(type!, 'pubmedId');
    await expect(within(method()).getAllByRole('option').map((option) => option.textContent)).toEqual(['exactly']);
    await expect(method()).toHaveValue('exactly');
    await userEvent.selectOptions(type!, 'doi');
    await expect(within(method()).getAllByRole('option')).toHaveLength(1);
    await userEvent.selectOptions(type!, 'loci');
    await expect(within(method()).getAllByRole('option').map((option) => option.textContent)).toEqual(['contains', 'starts with', 'exactly']);
  },
};

/** An author, a range of years and a type: the rows and restrictions as the search API takes them. */
export const AuthorAndYears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type((await canvas.findAllByRole('textbox', { name: 'Search text' }))[0]!, 'Wigge');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'From year' }), '2000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To year' }), 'present');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Publication type' }), 'research_article');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[0]!);
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('publication');
    await expect(await submittedPayload(canvasElement)).toEqual({
      searchTerms: [{ search_type: 'authors', search_method: 'contains', search_input: 'Wigge' }],
      year_from: '2000',
      year_to: 'present',
      publication_type: 'research_article',
    });
  },
};
