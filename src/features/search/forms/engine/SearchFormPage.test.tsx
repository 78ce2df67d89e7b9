import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../../tests/unit/setup';
import * as genesStories from '../configs/genes.stories';

const { Default, FilledFromAddress } = composeStories(genesStories);

const resultsAddress = async () => new URL(await screen.findByTestId('results-address').then((element) => element.textContent ?? ''), 'http://portal');

/** Every search call's body, recorded. */
function recordCountCalls() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/search/gene', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ docs: [], total: 1240, error: false });
    }),
  );
  return bodies;
}

afterEach(() => window.localStorage.clear());

describe('the genes form', { timeout: 30_000 }, () => {
  it('submits a filled form to /results with the stored parameters and their key, making no search call on submit', async () => {
    const user = userEvent.setup();
    const countCalls = recordCountCalls();
    render(<Default />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Search by' }), 'description');
    await user.type(screen.getByRole('textbox', { name: 'Search text' }), 'F-box');
    await user.click(screen.getByRole('textbox', { name: 'Gene list' }));
    await user.paste('at4g00010\r\nat1g01010 \n');
    await user.selectOptions(screen.getByRole('listbox', { name: 'Evidence codes' }), ['IEA']);
    await user.click(screen.getByRole('checkbox', { name: 'has associated literature' }));
    // The count of the form as it finally stands has been asked (the shown count may still be the previous one's).
    await waitFor(() => expect(countCalls.at(-1)).toMatchObject({ advanced: ['has_literature'], evidence: ['IEA'] }), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('about 1,240 loci'));
    const callsBeforeSubmit = countCalls.length;
    await user.click(screen.getAllByRole('button', { name: 'Submit Query' })[0]!);

    const address = await resultsAddress();
    expect(address.pathname).toBe('/results');
    expect(address.searchParams.get('mainType')).toBe('detail');
    expect(address.searchParams.get('category')).toBe('genes');
    const key = address.searchParams.get('key') ?? '';
    expect(key).toMatch(/^searchParams_\d+$/);
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toEqual({
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
    expect(countCalls.length).toBe(callsBeforeSubmit);
  });

  it('asks for the count with rowsLimit 1 once typing pauses, not for every key', async () => {
    const countCalls = recordCountCalls();
    render(<Default />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('about 1,240 loci'));
    const before = countCalls.length;
    // Six changes with no pause between them (typing through the event loop is at the mercy of the machine's load,
    // which can make a pause between two keys): the count is asked once, for the whole text.
    const box = screen.getByRole('textbox', { name: 'Search text' });
    for (const length of [1, 2, 3, 4, 5, 6]) fireEvent.change(box, { target: { value: 'NAC001'.slice(0, length) } });
    await waitFor(() => expect(countCalls.at(-1)).toMatchObject({ detailSearchText: 'NAC001', rowsLimit: 1 }), { timeout: 5000 });
    expect(countCalls.length - before).toBe(1);
  });

  it('says why there is no count when the server refuses the form', async () => {
    server.use(http.post('*/api/search/gene', () => HttpResponse.json({ error: true, field: 'geneList', message: 'geneList must hold at most 10,000 ids' }, { status: 400 })));
    render(<Default />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No count yet: geneList must hold at most 10,000 ids'));
  });

  it('submits with Enter in a text box and in a select', async () => {
    const user = userEvent.setup();
    recordCountCalls();
    const { unmount } = render(<Default />);
    await user.type(await screen.findByRole('textbox', { name: 'Search text' }), 'NAC001{Enter}');
    expect((await resultsAddress()).searchParams.get('category')).toBe('genes');
    unmount();

    render(<Default />);
    const select = await screen.findByRole('combobox', { name: 'Chromosome' });
    fireEvent.keyDown(select, { key: 'Enter' });
    expect((await resultsAddress()).pathname).toBe('/results');
  });

  it('Reset clears text, unticks boxes, restores selects and leaves multi-selects at their first option (001 §4)', async () => {
    const user = userEvent.setup();
    recordCountCalls();
    render(<FilledFromAddress />);
    const text = await screen.findByRole('textbox', { name: 'Search text' });
    await user.click(screen.getByRole('checkbox', { name: 'Include obsolete genes' }));
    await user.click(screen.getByRole('radio', { name: 'AGI Gene IDs' }));
    await user.click(screen.getAllByRole('button', { name: 'Reset' })[1]!);

    expect(text).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Search by' })).toHaveValue('name');
    expect(screen.getByRole('combobox', { name: 'Chromosome' })).toHaveValue('any');
    expect(screen.getByRole('checkbox', { name: 'Include obsolete genes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'AGI Locus IDs' })).toBeChecked();
    const evidence = screen.getByRole('listbox', { name: 'Evidence codes' }) as HTMLSelectElement;
    expect([...evidence.selectedOptions].map((option) => option.value)).toEqual(['any']);
  });

  it('reads a gene list from a text file into the list box', async () => {
    const user = userEvent.setup();
    recordCountCalls();
    render(<Default />);
    await user.upload(await screen.findByLabelText('Or read the list from a file'), new File(['AT1G01010\nAT1G01020\n'], 'loci.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Gene list' })).toHaveValue('AT1G01010\nAT1G01020\n'));
    expect(screen.getByText('Read loci.txt into the list above.')).toBeInTheDocument();
  });

  it('is usable from the keyboard alone: Tab reaches the fields in order and Enter submits', async () => {
    const user = userEvent.setup();
    recordCountCalls();
    render(<Default />);
    const form = await screen.findByRole('form', { name: 'Gene Search' });
    await user.tab();
    // Breadcrumb links, then Help, then the top buttons and the first fields.
    const reached: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      reached.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
      await user.tab();
    }
    expect(reached.slice(0, 5)).toEqual(['Home', 'Search', 'Help', 'Reset', 'Submit Query']);
    expect(within(form).getByRole('combobox', { name: 'Search by' })).toBeInTheDocument();
    screen.getByRole('textbox', { name: 'Search text' }).focus();
    await user.keyboard('PHYB{Enter}');
    expect((await resultsAddress()).searchParams.get('mainType')).toBe('detail');
  });
});
