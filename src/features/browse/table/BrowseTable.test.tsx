import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './BrowseTable.stories';
import { manyFamilies, sortFamilies } from './browseTableFixtures';
import { pageSizeChoices } from './browseTableState';

// MUI tables are slow to draw in jsdom.
vi.setConfig({ testTimeout: 20_000 });

const { Loaded, Paged, NumberedWithDetails, Loading, Failed } = composeStories(stories);

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
function columnText(header: string): string[] {
  const index = screen.getAllByRole('columnheader').indexOf(screen.getByRole('columnheader', { name: header }));
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}
const sortButton = (header: string) => within(screen.getByRole('columnheader', { name: header })).getByRole('button');

describe('BrowseTable sorting (002 §2.2)', () => {
  it('sorts text case-insensitively, ascending then descending, with empty values last both ways', async () => {
    const user = userEvent.setup();
    render(<Loaded />);
    const header = screen.getByRole('columnheader', { name: 'Super Family' });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(sortButton('Super Family'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(columnText('Super Family')).toEqual(['dna/En-Spm', 'DNA/MuDR', 'LTR/Copia', 'LTR/Gypsy', '']);
    await user.click(sortButton('Super Family'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(columnText('Super Family')).toEqual(['LTR/Gypsy', 'LTR/Copia', 'DNA/MuDR', 'dna/En-Spm', '']);
  });

  it('sorts numbers numerically with empty values last, and only one column at a time', async () => {
    const user = userEvent.setup();
    render(<Loaded />);
    await user.click(sortButton('Family Name'));
    await user.click(sortButton('Number of Transposable Elements'));
    expect(columnText('Number of Transposable Elements')).toEqual(['9', '10', '100', '1000', '']);
    expect(screen.getByRole('columnheader', { name: 'Family Name' })).not.toHaveAttribute('aria-sort');
    await user.click(sortButton('Number of Transposable Elements'));
    expect(columnText('Number of Transposable Elements')).toEqual(['1000', '100', '10', '9', '']);
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Loaded />);
    sortButton('Family Name').focus();
    await user.keyboard('{Enter}');
    expect(columnText('Family Name')).toEqual(['ATCOPIA78', 'ATENSPM3', 'atgp1', 'Athila2', 'VANDAL3']);
  });
});

describe('BrowseTable paging', () => {
  it('pages through the rows, and a sort or a new page size returns to page 1', async () => {
    const user = userEvent.setup();
    render(<Paged />);
    expect(bodyRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(columnText('Family Name')[0]).toBe('FAMILY051');

    await user.click(sortButton('Family Name'));
    await user.click(sortButton('Family Name'));
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(columnText('Family Name')[0]).toBe('FAMILY060');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Results per page:' }), '50');
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
  });

  it('starts new rows on page 1 in the order given, without the old sort', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Paged />);
    await user.click(sortButton('Family Name'));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    rerender(<Paged state={{ status: 'loaded', rows: manyFamilies(30).reverse() }} />);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    expect(columnText('Family Name')[0]).toBe('FAMILY030');
    expect(screen.getByRole('columnheader', { name: 'Family Name' })).not.toHaveAttribute('aria-sort');
  });

  it('offers 25, 50, 100 and 250 per page, with a page size of its own among them', () => {
    expect(pageSizeChoices(25)).toEqual([25, 50, 100, 250]);
    expect(pageSizeChoices(500)).toEqual([25, 50, 100, 250, 500]);
    expect(pageSizeChoices(200)).toEqual([25, 50, 100, 200, 250]);
  });
});

describe('BrowseTable numbering and details', () => {
  it("numbers rows by their place in the sorted list and opens a row's details", async () => {
    const user = userEvent.setup();
    render(<NumberedWithDetails />);
    await user.click(sortButton('Family Name'));
    await user.click(sortButton('Family Name'));
    expect(columnText('#')).toEqual(['1', '2', '3', '4', '5']);
    expect(columnText('Family Name')[0]).toBe('VANDAL3');
    await user.click(screen.getByRole('button', { name: 'Show details of VANDAL3' }));
    expect(screen.getByText('VANDAL3 has an unknown number of elements.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide details of VANDAL3' }));
    expect(screen.queryByText('VANDAL3 has an unknown number of elements.')).toBeNull();
  });
});

describe('BrowseTable states (002 §4)', () => {
  it('shows loading without sort buttons, and an error without the loading indicator', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(within(screen.getByRole('columnheader', { name: 'Family Name' })).queryByRole('button')).toBeNull();
    unmount();
    render(<Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('follows a link through the router', () => {
    render(<Loaded state={{ status: 'loaded', rows: sortFamilies }} />);
    // In the story's router the click is handled without a page load (the default is prevented).
    const link = screen.getByRole('link', { name: 'VANDAL3' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
