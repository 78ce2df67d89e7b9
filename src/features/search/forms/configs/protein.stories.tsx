import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './protein';

const meta = {
  title: 'Pages/Search/Forms/Protein',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/protein' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: the five filter groups, the 001 §9 range defaults, three domain rows over 25 databases. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Protein Search' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Search by Name',
      'Search by Gene List',
      'Restrict by Structural Class',
      'Restrict by Physical Properties',
      'Restrict by Domains',
    ]);
    const range = (name: string) => canvas.getByRole('spinbutton', { name });
    await expect(range('Length (residues) from')).toHaveValue(0);
    await expect(range('Length (residues) to')).toHaveValue(2000);
    await expect(range('Calculated MW (kDa) from')).toHaveValue(0);
    await expect(range('Calculated MW (kDa) to')).toHaveValue(500);
    await expect(range('Calculated pI from')).toHaveValue(1);
    await expect(range('Calculated pI to')).toHaveValue(14);
    const databases = canvas.getAllByRole('combobox', { name: 'Database' });
    await expect(databases).toHaveLength(3);
    await expect(within(databases[0]!).getAllByRole('option')).toHaveLength(25);
    await expect(within(canvas.getByRole('group', { name: 'Structural class' })).getAllByRole('checkbox')).toHaveLength(8);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ proteins?$/), { timeout: 5000 });
  },
};

/**
 * 001 §5: only the ticked range is sent and its MW in Da; only the domain row with an accession; the list's lines
 * joined by semicolons. The parameters go to local storage and the address holds their key.
 */
export const FiltersSubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pasted, as a list usually arrives; typing it key by key re-renders the whole form each time.
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Gene list' }));
    await userEvent.paste('AT1G01010\nAT2G46830');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Calculated MW (kDa)' }));
    const mwFrom = canvas.getByRole('spinbutton', { name: 'Calculated MW (kDa) from' });
    await userEvent.clear(mwFrom);
    await userEvent.type(mwFrom, '12.5');
    await userEvent.selectOptions(canvas.getAllByRole('combobox', { name: 'Database' })[1]!, 'pfam');
    await userEvent.click(canvas.getAllByRole('textbox', { name: 'Accession' })[1]!);
    await userEvent.paste('PF01535');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[1]!);
    const query = await submittedQuery(canvasElement);
    await expect(query.get('category')).toBe('protein');
    await expect(query.get('key')).toMatch(/^searchParams_\d+$/);
    await expect(await submittedPayload(canvasElement)).toEqual({
      nameSection: { nameType: 'locus', nameBy: 'contains' },
      geneList: 'AT1G01010;AT2G46830',
      physioSection: [{ type: 'mw', min: 12500, max: 500000 }],
      domainSection: [{ type: 'domain', quant_type: '>', quant_number: 0, db_name: 'pfam', db_acc_input: 'PF01535' }],
    });
  },
};
