import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './community';

const meta = {
  title: 'Pages/Search/Forms/Community',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/community' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: three names with their methods, the country, the 64 states and provinces, the region. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'People/Labs Search' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getByText('People/Labs')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('combobox', { name: 'Last name or organization match' })).toHaveValue('contains');
    const states = within(canvas.getByRole('combobox', { name: 'US state or Canadian province' })).getAllByRole('option');
    await expect(states).toHaveLength(1 + 51 + 13);
    await expect(states.map((option) => option.textContent)).toContain('Ontario (ON)');
    await expect(within(canvas.getByRole('combobox', { name: 'Country' })).getAllByRole('option').map((option) => option.textContent)).not.toContain('Other');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ (people and organizations|person or organization)$/), { timeout: 5000 });
  },
};

/** 001 §5: methods without their input are not sent; a name and a state are. */
export const NameAndState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Last name or organization match' }), 'starts_with');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name or organization' }), 'Bera');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'US state or Canadian province' }), 'CA');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[0]!);
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('community');
    const payload = (await submittedPayload(canvasElement)) as { searchTerms: Record<string, string>[] };
    await expect(payload.searchTerms).toHaveLength(1);
    await expect(payload.searchTerms[0]).toMatchObject({ last_name_method: 'starts_with', last_name_input: 'Bera', search_state: 'CA' });
  },
};

/** Only methods changed: the term asks nothing and is dropped, so the search lists everyone. */
export const MethodsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'First name match' }), 'exactly');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[0]!);
    await expect(await submittedPayload(canvasElement)).toEqual({});
  },
};

/** Reset returns every field to its default (unlike the original portal, where this form's Reset did nothing). */
export const ResetClears: Story = {
  parameters: { route: '/search/community?lastName=Rhee&lastNameMethod=exactly&country=Germany&region=Bavaria' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Last name or organization' })).toHaveValue('Rhee');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reset' })[1]!);
    await expect(canvas.getByRole('textbox', { name: 'Last name or organization' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Last name or organization match' })).toHaveValue('contains');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('any');
    await expect(canvas.getByRole('textbox', { name: 'Region outside the US and Canada' })).toHaveValue('');
  },
};
