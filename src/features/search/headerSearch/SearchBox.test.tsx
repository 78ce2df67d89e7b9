import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../tests/unit/setup';
import { suggestionsQueryKey } from '../../../api/suggestions';
import { AppProviders, createQueryClient } from '../../../app/AppProviders';
import { SearchBox } from './SearchBox';
import { renderWithRouter, WhereAmI } from '../../../app/shell/shell.testSupport';
import { SUGGEST_DEBOUNCE_MS, SUGGESTIONS_SHOWN } from './useSuggestions';

const searchText = () => screen.getByRole('combobox', { name: 'Search text' });
const category = () => screen.getByRole('combobox', { name: 'Search category' });

describe('The general search box', () => {
  it('offers the eleven categories with genes chosen', () => {
    renderWithRouter(<SearchBox />);
    expect(category()).toHaveValue('genes');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'genes',
      'dna',
      'keyword',
      'protein',
      'polyallele',
      'ecotype',
      'community',
      'germplasm',
      'markers',
      'vector',
      'transposon',
    ]);
    expect(screen.getByRole('option', { name: 'People/Labs' })).toHaveValue('community');
  });

  it('opens the general results for the trimmed text and category, then clears the box', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.selectOptions(category(), 'Proteins');
    await userEvent.type(searchText(), '  flowering time  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('at /results?mainType=general&searchText=flowering+time&category=protein')).toBeVisible();
    expect(searchText()).toHaveValue('');
  });

  it('searches genes by default when Enter is pressed, encoding the text', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'FLC & SOC1{Enter}');
    expect(await screen.findByText('at /results?mainType=general&searchText=FLC+%26+SOC1&category=genes')).toBeVisible();
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
  ])('does nothing when the text is %s', async (_, typed) => {
    renderWithRouter(<SearchBox />, '/locus?name=AT1G01010');
    if (typed) await userEvent.type(searchText(), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('at /locus?name=AT1G01010')).toBeVisible();
    expect(searchText()).toHaveValue(typed);
  });
});

describe('The general search typeahead', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The debounce clock is the test's: typing moves it only as far as the keystrokes need. */
  const typeOnTestClock = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  };
  const letTypingPause = () => act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS));

  const suggestionList = () => screen.findByRole('listbox', { name: 'Suggestions' });
  const optionTexts = (list: HTMLElement) => within(list).getAllByRole('option').map((option) => option.firstChild?.textContent);

  /** Records the q of every suggestion request, answering with the shared fixtures. */
  const recordRequests = () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/search/suggest')) asked.push(url.searchParams.get('q') ?? '');
    });
    return asked;
  };

  it('suggests symbols, AGI codes and names of genes from two typed characters', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'lh');
    const list = await suggestionList();
    expect(optionTexts(list)).toEqual(['LHY', 'LHY1']);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('symbol');
    expect(searchText()).toHaveAttribute('aria-expanded', 'true');
    expect(searchText()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
  });

  it('asks nothing for one character', async () => {
    const asked = recordRequests();
    const user = typeOnTestClock();
    renderWithRouter(<SearchBox />);
    await user.type(searchText(), 'A');
    await letTypingPause();
    expect(searchText()).toHaveAttribute('aria-expanded', 'false');
    // A second character after the same pause is asked: a question about the first would have gone before it.
    await user.type(searchText(), 'T');
    await letTypingPause();
    await waitFor(() => expect(asked).toEqual(['AT']));
    server.events.removeAllListeners();
  });

  it('waits for typing to pause, asking once for the whole word rather than once per key', async () => {
    const asked = recordRequests();
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'AT1G010');
    expect(optionTexts(await suggestionList())).toEqual(['AT1G01010', 'AT1G01060']);
    expect(asked.at(-1)).toBe('AT1G010');
    expect(asked.length).toBeLessThan(3);
    server.events.removeAllListeners();
  });

  it('opens the locus of the suggestion chosen with the arrow keys and Enter, then clears the box', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'AT1G010');
    const list = await suggestionList();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(searchText()).toHaveAttribute('aria-activedescendant', second.id);
    expect(searchText()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('at /locus?key=2200950')).toBeVisible();
    expect(searchText()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('wraps from the first suggestion to the last with the up arrow', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'lh');
    const list = await suggestionList();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(list).getByRole('option', { name: /LHY1/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'LHY symbol' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the locus of a suggestion clicked with the pointer', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'nac');
    await userEvent.click(within(await suggestionList()).getByRole('option', { name: /NAC001/ }));
    expect(await screen.findByText('at /locus?key=2200935')).toBeVisible();
  });

  it('still searches the typed text on Enter when no suggestion is highlighted', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'lh');
    await suggestionList();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('at /results?mainType=general&searchText=lh&category=genes')).toBeVisible();
  });

  it('closes the list on Escape and keeps the text', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'lh');
    await suggestionList();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(searchText()).toHaveAttribute('aria-expanded', 'false');
    expect(searchText()).toHaveValue('lh');
  });

  it('searches the text of a suggestion in a category whose suggestions are not genes', async () => {
    server.use(
      http.get('*/api/search/suggest', ({ request }) =>
        HttpResponse.json({
          suggestions: new URL(request.url).searchParams.get('category') === 'keyword' ? [{ label: 'flower development', kind: 'name', id: '9908' }] : [],
        }),
      ),
    );
    renderWithRouter(<SearchBox />);
    await userEvent.selectOptions(category(), 'Keywords');
    await userEvent.type(searchText(), 'flow');
    await userEvent.click(within(await suggestionList()).getByRole('option', { name: /flower development/ }));
    expect(await screen.findByText('at /results?mainType=general&searchText=flower+development&category=keyword')).toBeVisible();
  });

  it('suggests nothing, and still searches, when the suggestions cannot be had', async () => {
    server.use(http.get('*/api/search/suggest', () => HttpResponse.json({ error: true }, { status: 500 })));
    const user = typeOnTestClock();
    // The failure shows nothing on the page, so the test watches the cache to know when it has come back.
    const queryClient = createQueryClient();
    const router = createMemoryRouter([{ path: '*', element: <><SearchBox /><WhereAmI /></> }], { initialEntries: ['/'] });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await user.type(searchText(), 'lh');
    await letTypingPause();
    await waitFor(() => expect(queryClient.getQueryState(suggestionsQueryKey('genes', 'lh', SUGGESTIONS_SHOWN))?.status).toBe('error'));
    // The cache tells its readers on the next turn of the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(searchText()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('at /results?mainType=general&searchText=lh&category=genes')).toBeVisible();
  });
});
