import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './transposon';

const meta = {
  title: 'Pages/Search/Forms/Transposon',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/transposon' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, family and super family, each with its method. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transposon Search' })).toBeVisible();
    for (const name of ['Element name', 'Family', 'Super family']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
      await expect(canvas.getByRole('combobox', { name: `${name} match` })).toHaveValue('contains');
    }
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ transposable elements?$/), { timeout: 5000 });
  },
};

/** 001 §2.2: no criteria sends an empty search, which lists every element. */
export const EmptySubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Submit Query' }))[0]!);
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('transposon');
    await expect(await submittedPayload(canvasElement)).toEqual({});
  },
};

export const FamilySubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Family match' }), 'exactly');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Family' }), 'ATGP1{Enter}');
    const payload = (await submittedPayload(canvasElement)) as { searchTerms: Record<string, string>[] };
    await expect(payload.searchTerms).toHaveLength(1);
    await expect(payload.searchTerms[0]).toMatchObject({ type_family: 'exactly', input_family: 'ATGP1' });
  },
};
