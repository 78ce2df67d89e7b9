import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../../../../mocks/handlers';
import { FormWithResults } from '../engine/searchForm.storySupport';
import { submittedPayload, submittedQuery } from './formChecks.storySupport';
import { searchForm } from './genes';

/** Every body of the running story's gene search calls (the live count), each answered with 1,240 loci. */
const countCalls: unknown[] = [];
const countingSearches = {
  beforeEach: () => {
    countCalls.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/search/gene', async ({ request }) => {
          countCalls.push(await request.json());
          return HttpResponse.json({ docs: [], total: 1240, error: false });
        }),
        ...handlers,
      ],
    },
  },
};

const meta = {
  title: 'Pages/Search/Forms/Genes',
  component: FormWithResults,
  args: { config: searchForm },
  parameters: { route: '/search/genes' },
} satisfies Meta<typeof FormWithResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: breadcrumb, title, Help, text, the five filter groups, Reset and Submit Query twice, a live count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gene Search' })).toBeVisible();
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(breadcrumb).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search/overview');
    await expect(within(breadcrumb).getByText('Genes')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help#searching');
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Search by Name or Phenotype',
      'Search by Gene List',
      'Search by Associated Keyword',
      'Restrict by Features',
      'Restrict by Map Locations',
    ]);
    await expect(canvas.getAllByRole('button', { name: 'Submit Query' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Reset' })).toHaveLength(2);
    await expect(canvas.getByRole('combobox', { name: 'Search by' })).toHaveValue('name');
    await expect(within(canvas.getByRole('listbox', { name: 'Evidence codes' })).getAllByRole('option')).toHaveLength(22);
    await expect(within(canvas.getByRole('listbox', { name: 'Gene model type' })).getAllByRole('option')).toHaveLength(18);
    await expect(within(canvas.getByRole('combobox', { name: 'Chromosome' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'any', '1', '2', '3', '4', '5', 'chloroplast genome', 'mitochondrial genome',
    ]);
    // The fixtures answer every gene search with their loci.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^about \d+ loci$/), { timeout: 5000 });
  },
};

/** Opened from an address that holds a filled form (Back from the results, a bookmark). */
export const FilledFromAddress: Story = {
  parameters: { route: '/search/genes?searchBy=description&detailSearchText=F-box&evidence=IEA&evidence=ISS&chromosome=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Search text' })).toHaveValue('F-box');
    await expect(canvas.getByRole('combobox', { name: 'Search by' })).toHaveValue('description');
    const chosen = [...(canvas.getByRole('listbox', { name: 'Evidence codes' }) as HTMLSelectElement).selectedOptions].map((option) => option.value);
    await expect(chosen).toEqual(['IEA', 'ISS']);
    await expect(canvas.getByRole('combobox', { name: 'Chromosome' })).toHaveValue('1');
  },
};

/**
 * A filled form submitted: /results with the parameters stored under their key, the list's lines cleaned and
 * joined; the count was asked for the form as it finally stood, and the submit itself makes no search call.
 */
export const FilledAndSubmitted: Story = {
  ...countingSearches,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Search by' }), 'description');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search text' }), 'F-box');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Gene list' }));
    await userEvent.paste('at4g00010\r\nat1g01010 \n');
    await userEvent.selectOptions(canvas.getByRole('listbox', { name: 'Evidence codes' }), ['IEA']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'has associated literature' }));
    // The count of the form as it finally stands has been asked (the shown count may still be the previous one's).
    await waitFor(() => expect(countCalls.at(-1)).toMatchObject({ advanced: ['has_literature'], evidence: ['IEA'] }), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('about 1,240 loci'));
    const callsBeforeSubmit = countCalls.length;
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[0]!);

    const query = await submittedQuery(canvasElement);
    await expect(query.get('mainType')).toBe('detail');
    await expect(query.get('category')).toBe('genes');
    await expect(query.get('key')).toMatch(/^searchParams_\d+$/);
    await expect(await submittedPayload(canvasElement)).toEqual({
      taxonName: 'Arabidopsis thaliana',
      searchBy: 'description',
      searchType: 'contains',
      detailSearchText: 'F-box',
      geneListUploadType: 'locus',
      geneList: 'AT4G00010;AT1G01010',
      evidence: ['IEA'],
      advanced: ['has_literature'],
      mapType: 'agi',
      gaUnit: 'kbp',
    });
    await expect(countCalls.length).toBe(callsBeforeSubmit);
  },
};

/** Typing without a pause: the count (rowsLimit 1) is asked once, for the whole text, not for every key. */
export const CountAfterTypingPauses: Story = {
  ...countingSearches,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('about 1,240 loci'), { timeout: 5000 });
    const before = countCalls.length;
    // Six changes with no pause between them (typing through the event loop is at the mercy of the machine's load,
    // which can make a pause between two keys).
    const box = canvas.getByRole('textbox', { name: 'Search text' });
    for (const length of [1, 2, 3, 4, 5, 6]) fireEvent.change(box, { target: { value: 'NAC001'.slice(0, length) } });
    await waitFor(() => expect(countCalls.at(-1)).toMatchObject({ detailSearchText: 'NAC001', rowsLimit: 1 }), { timeout: 5000 });
    await expect(countCalls.length - before).toBe(1);
  },
};

/** The server refuses the form: the count line says why there is none. */
export const CountRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/search/gene', () => HttpResponse.json({ error: true, field: 'geneList', message: 'geneList must hold at most 10,000 ids' }, { status: 400 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No count yet: geneList must hold at most 10,000 ids'), {
      timeout: 5000,
    });
  },
};

/** Enter in a text box submits the form. */
export const SubmittedWithEnter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('textbox', { name: 'Search text' }), 'NAC001{Enter}');
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('genes');
  },
};

/** Enter in a select submits the form too. */
export const SubmittedWithEnterInSelect: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.keyDown(await within(canvasElement).findByRole('combobox', { name: 'Chromosome' }), { key: 'Enter' });
    await expect((await submittedQuery(canvasElement)).get('category')).toBe('genes');
  },
};

/** 001 §4 Reset: text cleared, boxes unticked, selects restored, multi-selects back at their first option. */
export const ResetAfterFilling: Story = {
  parameters: FilledFromAddress.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByRole('textbox', { name: 'Search text' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include obsolete genes' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'AGI Gene IDs' }));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reset' })[1]!);
    await expect(text).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Search by' })).toHaveValue('name');
    await expect(canvas.getByRole('combobox', { name: 'Chromosome' })).toHaveValue('any');
    await expect(canvas.getByRole('checkbox', { name: 'Include obsolete genes' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'AGI Locus IDs' })).toBeChecked();
    const evidence = canvas.getByRole('listbox', { name: 'Evidence codes' }) as HTMLSelectElement;
    await expect([...evidence.selectedOptions].map((option) => option.value)).toEqual(['any']);
  },
};

/** A gene list read from a text file into the list box. */
export const GeneListFromFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Or read the list from a file'), new File(['AT1G01010\nAT1G01020\n'], 'loci.txt', { type: 'text/plain' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Gene list' })).toHaveValue('AT1G01010\nAT1G01020\n'));
    await expect(canvas.getByText('Read loci.txt into the list above.')).toBeInTheDocument();
  },
};

/** From the keyboard alone: Tab reaches the breadcrumb, Help, the top buttons and the fields in order; Enter submits. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Gene Search' });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const reached: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      const focused = canvasElement.ownerDocument.activeElement;
      reached.push(focused?.getAttribute('aria-label') ?? focused?.textContent ?? '');
      await userEvent.tab();
    }
    await expect(reached.slice(0, 5)).toEqual(['Home', 'Search', 'Help', 'Reset', 'Submit Query']);
    await expect(within(form).getByRole('combobox', { name: 'Search by' })).toBeInTheDocument();
    canvas.getByRole('textbox', { name: 'Search text' }).focus();
    await userEvent.keyboard('PHYB{Enter}');
    await expect((await submittedQuery(canvasElement)).get('mainType')).toBe('detail');
  },
};

/** A position below zero: the field says so, and Submit Query stays on the form with a message. */
export const PositionProblem: Story = {
  parameters: { route: '/search/genes?startPos=-5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('From must be at least 0.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Submit Query' })[1]!);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the form before searching: From must be at least 0.');
    await expect(canvas.getByRole('spinbutton', { name: 'From' })).toHaveFocus();
  },
};

/** A phone: every row wraps and the page never scrolls sideways. */
export const Narrow: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Gene Search' });
    await expect(window.innerWidth).toBeLessThanOrEqual(400);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
