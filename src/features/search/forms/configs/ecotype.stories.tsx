import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { searchForm } from './ecotype';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';

const meta = {
  title: 'Pages/Search/Forms/Ecotype',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/ecotype' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three term rows starting on starts with, then country, location and habitat. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ecotype Search' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Search Terms', 'Restrict by Features']);
    await expect(canvas.getAllByRole('group', { name: /^Term \d$/ }).map((row) => (within(row).getByRole('combobox', { name: 'Match' }) as HTMLSelectElement).value)).toEqual([
      'starts_with',
      'starts_with',
      'starts_with',
    ]);
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('any');
    await expect(within(country).getByRole('option', { name: 'Cape Verde' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ ecotypes?$/), { timeout: 5000 });
  },
};

/** A name and a country; the location and habitat rows, left empty, are not sent (their methods ask nothing). */
export const NameInCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Country' }), 'Germany');
    await userEvent.type(within(canvas.getByRole('group', { name: 'Term 1' })).getByRole('textbox', { name: 'Search text' }), 'N{Enter}');
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('ecotype');
    await expect(await submittedPayload(canvasElement)).toEqual({
      searchTerms: [{ search_type: 'name', search_method: 'starts_with', search_input: 'N' }],
      restrictByFeatures: [{ country: 'Germany' }],
    });
  },
};

/** A habitat with its method, from an address (Back from the results). */
export const HabitatFromAddress: Story = {
  parameters: { route: '/search/ecotype?habitat_method=exactly&habitat_input=roadside' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Habitat' })).toHaveValue('roadside');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[0]!);
    await expect(await submittedPayload(canvasElement)).toEqual({ restrictByFeatures: [{ habitat_method: 'exactly', habitat_input: 'roadside' }] });
  },
};
