import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as stories from './WideTable.stories';
import { NARROW_SCREEN_QUERY } from './useNarrowScreen';

const { Desktop } = composeStories(stories);

// jsdom lays nothing out and has no matchMedia: the tests set the screen width the table's media query reads.
let width = 1280;
const listeners = new Set<() => void>();
function setScreenWidth(pixels: number) {
  width = pixels;
  for (const listener of listeners) listener();
}
window.matchMedia = (query: string) =>
  ({
    get matches() {
      return query === NARROW_SCREEN_QUERY && width < 600;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }) as unknown as MediaQueryList;

// The card layout's code loads on demand; loaded once up front, the first test does not wait for it.
beforeAll(() => import('./RowCards'), 30_000);
afterEach(() => setScreenWidth(1280));

const cards = () => within(screen.getByRole('list', { name: 'Gene Ontology' })).getAllByRole('listitem');
const keywordsOfCards = () => cards().map((card) => within(card).getAllByRole('definition')[0]?.textContent);

describe('DataTable on a phone', () => {
  it('shows each row as a card of labelled values instead of a table below 600 px', async () => {
    setScreenWidth(390);
    render(<Desktop />);
    expect(await screen.findByRole('list', { name: 'Gene Ontology' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    const first = cards()[0]!;
    expect(within(first).getAllByRole('term').map((term) => term.textContent)).toEqual(['Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
    expect(within(first).getByRole('link', { name: 'DNA binding' })).toHaveAttribute('href', '/keyword?key=3677');
  });

  it("opens a card's detail from its Details button", async () => {
    setScreenWidth(390);
    render(<Desktop />);
    const first = (await screen.findAllByRole('listitem'))[0]!;
    const toggle = within(first).getByRole('button', { name: 'Details of DNA binding' });
    expect(toggle).toHaveTextContent('Details');
    expect(within(first).queryByText('Evidence With')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText('AGI_LocusCode:AT1G01060, UniProt:Q8H0W2')).toBeVisible();
  });

  it('sorts the cards with the Sort by select, and pages them like the table', async () => {
    setScreenWidth(390);
    render(<Desktop />);
    const sortBy = await screen.findByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sortBy, 'Keyword, descending');
    expect(keywordsOfCards().slice(0, 3)).toEqual(['response to abscisic acid', 'response to abscisic acid', 'regulation of DNA-templated transcription']);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(keywordsOfCards()).toEqual(['DNA binding', 'DNA binding']);
  });

  it('turns back into the table when the screen widens to 600 px', async () => {
    setScreenWidth(390);
    render(<Desktop />);
    await screen.findByRole('list', { name: 'Gene Ontology' });
    act(() => setScreenWidth(600));
    expect(screen.getByRole('table', { name: 'Gene Ontology' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Gene Ontology' })).not.toBeInTheDocument();
  });

  it('offers the one Download TSV button in either layout', async () => {
    setScreenWidth(390);
    render(<Desktop />);
    await screen.findByRole('list', { name: 'Gene Ontology' });
    expect(screen.getAllByRole('button', { name: 'Download TSV' })).toHaveLength(1);
  });
});
