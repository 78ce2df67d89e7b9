import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

// MUI tables are slow to draw in jsdom; a few clicks through pages of 25 rows take seconds there.
vi.setConfig({ testTimeout: 20_000 });
import type { ResultsTableHandle } from './ResultsTable';
import * as stories from './ResultsTable.stories';
import { geneRows, nac001, type GeneRow } from './resultsTableFixtures';

const { OneRow, Empty, EachCellKind, HostileHtml, Selection } = composeStories(stories);

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
/** The text of one column (by header) in every drawn row. */
function columnText(header: string): string[] {
  const index = screen.getAllByRole('columnheader').indexOf(screen.getByRole('columnheader', { name: header }));
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}
const pageSizeSelect = () => screen.getByRole('combobox', { name: 'Results per page:' });

const named = (other: string[], start: number | null, id: string): GeneRow => ({ ...nac001, id, gene_name: `AT1G0${id}`, other_names: other, start });
const sortRows = [named(['beta'], 10, '1'), named(['Alpha'], null, '2'), named([], 9, '3'), named(['gamma'], 100, '4'), named(['ALPHA2'], 1000, '5')];

describe('ResultsTable sorting', () => {
  it('sorts text case-insensitively, ascending then descending, with empty values last both ways', async () => {
    const user = userEvent.setup();
    render(<OneRow rows={sortRows} />);
    const header = screen.getByRole('columnheader', { name: 'Other Names' });
    expect(header).not.toHaveAttribute('aria-sort');

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(columnText('Other Names')).toEqual(['Alpha', 'ALPHA2', 'beta', 'gamma', '']);

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(columnText('Other Names')).toEqual(['gamma', 'beta', 'ALPHA2', 'Alpha', '']);
  });

  it('sorts numbers numerically with empty values last both ways', async () => {
    const user = userEvent.setup();
    render(<OneRow rows={sortRows} />);
    const sortButton = within(screen.getByRole('columnheader', { name: 'Start' })).getByRole('button');
    await user.click(sortButton);
    expect(columnText('Start')).toEqual(['9', '10', '100', '1,000', '']);
    await user.click(sortButton);
    expect(columnText('Start')).toEqual(['1,000', '100', '10', '9', '']);
  });

  it('sorts from the keyboard: the header is a focusable button', async () => {
    const user = userEvent.setup();
    render(<OneRow rows={sortRows} />);
    const header = screen.getByRole('columnheader', { name: 'Locus' });
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers no sorting on the columns 001 §2.3 names (description) nor on # and the checkboxes', () => {
    render(<Selection rows={sortRows} />);
    expect(within(screen.getByRole('columnheader', { name: 'Description' })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Row number' })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Locus' })).getByRole('button')).toBeInTheDocument();
  });

  it('numbers rows by their place in the sorted result and returns to page 1 when the order changes', async () => {
    const user = userEvent.setup();
    render(<OneRow rows={geneRows(60)} />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: 'Locus' })).getByRole('button'));
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(columnText('Row number').slice(0, 3)).toEqual(['1', '2', '3']);
    expect(columnText('Locus').slice(0, 3)).toEqual(['AT1G01010', 'AT1G01060', 'AT1G01110']);
  });
});

describe('ResultsTable paging', () => {
  it('shows 25 rows a page by default and offers 25, 50, 100 and 250', () => {
    render(<OneRow rows={geneRows(60)} />);
    expect(bodyRows()).toHaveLength(25);
    expect(within(pageSizeSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '100', '250']);
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
  });

  it('moves through the pages, numbering rows across them', async () => {
    const user = userEvent.setup();
    render(<OneRow rows={geneRows(60)} />);
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(columnText('Row number')[0]).toBe('51');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '52');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('returns to page 1 when the page size changes', async () => {
    const user = userEvent.setup();
    render(<OneRow rows={geneRows(130)} />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('51–75 of 130')).toBeInTheDocument();
    await user.selectOptions(pageSizeSelect(), '50');
    expect(screen.getByText('1–50 of 130')).toBeInTheDocument();
    expect(columnText('Row number')[0]).toBe('1');
  });

  it('goes back to the top of the page with Back to Top', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<OneRow />);
    await user.click(screen.getByRole('button', { name: 'Back to Top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });

  it('starts a new result on its first page', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<OneRow rows={geneRows(60)} />);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    rerender(<OneRow rows={geneRows(70)} />);
    expect(screen.getByText('1–25 of 70')).toBeInTheDocument();
  });
});

describe('ResultsTable selection', () => {
  it('names each checkbox after its row and counts the selection across pages', async () => {
    const user = userEvent.setup();
    render(<Selection />);
    await user.click(screen.getByRole('checkbox', { name: 'Select AT1G01010' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select AT1G01260' }));
    expect(screen.getByText('2 of 60 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByRole('checkbox', { name: 'Select AT1G01010' })).toBeChecked();
  });

  it('hands every row id of the result, not only the page, to onSelectionChange on Select All', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Selection selectedIds={new Set()} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    const selected = onSelectionChange.mock.lastCall?.[0] as ReadonlySet<string>;
    expect(selected.size).toBe(60);
    expect(selected.has('2200059')).toBe(true);
  });

  it('counts only the selected ids that belong to this result', () => {
    render(<Selection selectedIds={new Set(['2200000', 'an-earlier-result'])} onSelectionChange={() => {}} />);
    expect(screen.getByText('1 of 60 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select AT1G01010' })).toBeChecked();
  });

  it('Select All then Clear Selected, seen on another page', async () => {
    const user = userEvent.setup();
    render(<Selection />);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('60 of 60 selected')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Select AT/ }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear Selected' }));
    expect(screen.getByText('0 of 60 selected')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Select AT/ }).some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('selects only the shown page from the header checkbox', async () => {
    const user = userEvent.setup();
    render(<Selection />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('25 of 60 selected')).toBeInTheDocument();
  });

  it('gives the page around it the sorted rows and the selected ones in on-screen order', async () => {
    const user = userEvent.setup();
    const handle = createRef<ResultsTableHandle<GeneRow>>();
    render(<Selection rows={sortRows} handleRef={handle} />);
    await user.click(within(screen.getByRole('columnheader', { name: 'Start' })).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: 'Start' })).getByRole('button'));
    expect(handle.current?.sortedRows().map((row) => row.start)).toEqual([1000, 100, 10, 9, null]);
    await user.click(screen.getByRole('checkbox', { name: 'Select AT1G01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select AT1G05' }));
    expect(handle.current?.selectedRows().map((row) => row.id)).toEqual(['5', '1']);
  });
});

describe('ResultsTable cells', () => {
  it('draws each cell kind: links, lists, link groups, numbers and dates', async () => {
    render(<EachCellKind />);
    expect(screen.getByRole('link', { name: 'SALK_059567' })).toHaveAttribute('href', '/germplasm?key=6530298709');
    expect(screen.getByRole('link', { name: 'AT1G01060' })).toHaveAttribute('href', '/locus?key=2000059');
    expect(screen.getByRole('link', { name: 'AT5G10140.1' })).toHaveAttribute('href', '/gene?key=1000430');
    expect(screen.getByText('flc-3, SALK_059567C')).toBeInTheDocument();
    expect(screen.getByText('12,345.5')).toBeInTheDocument();
    expect(screen.getByText('Nov 25, 2026')).toHaveAttribute('dateTime', '2026-11-25');
    expect(screen.getByText('Feb 7, 2003')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'FLC' })).toHaveAttribute('href', '/locus?key=2179864'));
  });

  it('takes out scripts, handlers and javascript: links from HTML cells', async () => {
    const { container } = render(<HostileHtml />);
    await waitFor(() => expect(container.querySelectorAll('tbody [data-sanitized]')).toHaveLength(3));
    const body = container.querySelector('tbody')!;
    expect(body.querySelector('script, iframe, [onerror], [onload], a[href^="javascript"]')).toBeNull();
    expect(within(body).getByText('NAC001').tagName).toBe('B');
    expect(within(body).getByRole('img', { name: 'LHY figure' })).toBeInTheDocument();
    expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('shows one empty row with the empty text when nothing matched', () => {
    render(<Empty />);
    expect(screen.getByRole('cell', { name: 'No data available' })).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });
});
