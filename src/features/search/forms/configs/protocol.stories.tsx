import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './protocol';

const meta = {
  title: 'Pages/Search/Forms/Protocol',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/protocol' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: title, author or description, and the 29 protocol keywords. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Protocol Search' })).toBeVisible();
    await expect(within(canvas.getByRole('combobox', { name: 'Search by' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Title',
      'Author',
      'Description',
    ]);
    await expect(within(canvas.getByRole('listbox', { name: 'Keywords' })).getAllByRole('option')).toHaveLength(29);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ protocols?$/), { timeout: 5000 });
  },
};

/** Keywords alone make a row (text left empty); an empty form sends nothing at all. */
export const KeywordsSubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keywords = await canvas.findByRole('listbox', { name: 'Keywords' });
    await userEvent.selectOptions(keywords, ['flower', 'root']);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[1]!);
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('protocol');
    await expect(await submittedPayload(canvasElement)).toEqual({
      searchTerms: [{ search_type: 'title', search_method: 'contains', keywords: ['flower', 'root'] }],
    });
  },
};

export const EmptySubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Submit Query' }))[0]!);
    await expect(await submittedPayload(canvasElement)).toEqual({});
  },
};
