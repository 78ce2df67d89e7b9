import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_GENES_SELECTED, STORAGE_REFUSED } from './GeneActions';
import * as stories from './GeneActions.stories';

const { TwoSelected, NothingSelected } = composeStories(stories);

const ACTIONS = ['Get GO Annotations', 'Get PO Annotations', 'Get Sequences', 'Get Gene Descriptions', 'Get Locus History', 'Get Microarray Elements'];

// An open menu hides the rest of the page from assistive technology; the address is read regardless.
const address = () => screen.getByRole('status', { name: 'Current address', hidden: true }).textContent ?? '';

/** The key the app navigated to and the parameters stored under it. */
function storedAtAddress() {
  const url = new URL(address(), 'http://portal.test');
  const key = url.searchParams.get('key') ?? '';
  return { url, key, params: JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('Gene actions', () => {
  it('offers the six gene actions of the results page', () => {
    render(<TwoSelected />);
    const group = screen.getByRole('group', { name: 'Gene actions' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(ACTIONS);
  });

  it.each(ACTIONS)("says 'No genes selected' for %s with nothing selected, and goes nowhere", async (action) => {
    const user = userEvent.setup();
    render(<NothingSelected />);
    const before = address();
    await user.click(screen.getByRole('button', { name: action }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_GENES_SELECTED);
    expect(address()).toBe(before);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("drops 'No genes selected' once a gene is selected", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<NothingSelected />);
    await user.click(screen.getByRole('button', { name: 'Get Locus History' }));
    expect(screen.getByRole('alert')).toBeVisible();
    rerender(<NothingSelected selectedRows={TwoSelected.args.selectedRows} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<NothingSelected selectedRows={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['Get GO Annotations', 'annotations', { keyword_types: ['comp', 'func', 'proc'], locusIds: ['AT1G01010', 'AT1G01020'] }],
    ['Get PO Annotations', 'annotations', { keyword_types: ['grow', 'stru'], locusIds: ['AT1G01010', 'AT1G01020'] }],
    ['Get Gene Descriptions', 'descriptions', { locusIds: ['AT1G01010', 'AT1G01020'] }],
    ['Get Locus History', 'locus_history', { locusIds: ['AT1G01010', 'AT1G01020'] }],
  ])('%s stores the selected loci and opens the %s results', async (action, category, params) => {
    const user = userEvent.setup();
    render(<TwoSelected />);
    await user.click(screen.getByRole('button', { name: action }));
    const stored = storedAtAddress();
    expect(stored.url.pathname).toBe('/results');
    expect(Object.fromEntries(stored.url.searchParams)).toEqual({ mainType: 'detail', category, key: stored.key });
    expect(stored.key).toMatch(/^searchParams_\d+$/);
    expect(stored.params).toEqual(params);
  });

  it('asks for the microarray platform, then opens the microarray results for it', async () => {
    const user = userEvent.setup();
    render(<TwoSelected />);
    const before = address();
    await user.click(screen.getByRole('button', { name: 'Get Microarray Elements' }));
    expect(address()).toBe(before);
    await user.click(within(await screen.findByRole('menu', { name: 'Microarray platform' })).getByRole('menuitem', { name: 'catma' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const stored = storedAtAddress();
    expect(stored.url.searchParams.get('category')).toBe('microarray');
    expect(stored.params).toEqual({ locusIds: ['AT1G01010', 'AT1G01020'], platforms: ['catma'] });
  });

  it('goes nowhere when the platform menu is closed without a choice', async () => {
    const user = userEvent.setup();
    render(<TwoSelected />);
    const before = address();
    await user.click(screen.getByRole('button', { name: 'Get Microarray Elements' }));
    await screen.findByRole('menu', { name: 'Microarray platform' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(address()).toBe(before);
    expect(window.localStorage.length).toBe(0);
  });

  it('opens the sequence modal for the selected genes', async () => {
    const user = userEvent.setup();
    render(<TwoSelected />);
    await user.click(screen.getByRole('button', { name: 'Get Sequences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get Sequences' });
    expect(dialog).toHaveTextContent('2 genes of 5 selected.');
  });

  it('gives each request its own key', async () => {
    const user = userEvent.setup();
    vi.spyOn(Date, 'now').mockReturnValue(1767225600000);
    render(<TwoSelected />);
    await user.click(screen.getByRole('button', { name: 'Get Gene Descriptions' }));
    const first = storedAtAddress().key;
    await user.click(screen.getByRole('button', { name: 'Get Locus History' }));
    const second = storedAtAddress();
    expect(first).toBe('searchParams_1767225600000');
    expect(second.key).toBe('searchParams_1767225600001');
    expect(JSON.parse(window.localStorage.getItem(first) ?? 'null')).toEqual({ locusIds: ['AT1G01010', 'AT1G01020'] });
  });

  it('says so when the browser refuses to store the request', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<TwoSelected />);
    const before = address();
    await user.click(screen.getByRole('button', { name: 'Get GO Annotations' }));
    expect(screen.getByRole('alert')).toHaveTextContent(STORAGE_REFUSED);
    expect(address()).toBe(before);
  });
});
