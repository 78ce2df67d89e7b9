import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './DataTable.stories';

const {
  Populated,
  Empty,
  ManyRows,
  Limited,
  LimitedResultsSearch,
  LimitedNewestFirst,
  LimitedAnnotationSearch,
  LimitedInPlace,
  WithLinks,
  HostileHtml,
  DefaultSort,
  NotSortable,
  FiveThousandRows,
} = composeStories(stories);

const bodyRows = () => screen.getAllByRole('row').slice(1);
const column = (index: number) => bodyRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('DataTable', () => {
  it('shows one row per element under the configured headers', () => {
    render(<Populated />);
    expect(screen.getByRole('table', { name: 'Publications' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Year', 'PubMed ID']);
    expect(header('Title')).toHaveAttribute('scope', 'col');
    expect(bodyRows()).toHaveLength(5);
  });

  it("shows the config's empty text and no table or buttons when there are no rows", () => {
    render(<Empty />);
    expect(screen.getByText('No publications available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides page-size controls at 10 rows or fewer', () => {
    render(<Populated />);
    expect(screen.queryByRole('combobox', { name: 'Results per page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('shows 10 rows and the page controls above 10 rows', () => {
    render(<ManyRows />);
    expect(bodyRows()).toHaveLength(10);
    const pageSize = screen.getByRole('combobox', { name: 'Results per page' });
    expect(within(pageSize).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50']);
    expect(screen.getByText('1–10 of 64')).toBeInTheDocument();
  });

  it('moves between pages with the labelled pager buttons', async () => {
    render(<ManyRows />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('11–20 of 64')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(bodyRows()).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(screen.getByText('1–10 of 64')).toBeInTheDocument();
  });

  it('returns to page 1 when the page size changes', async () => {
    render(<ManyRows />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Results per page' }), '25');
    expect(screen.getByText('1–25 of 64')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
  });

  it('sorts a column ascending, then descending, on header clicks', async () => {
    render(<Populated />);
    await userEvent.click(within(header('Title')).getByRole('button'));
    expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
    expect(column(0)[0]).toBe('apetala1 and LEAFY');
    await userEvent.click(within(header('Title')).getByRole('button'));
    expect(header('Title')).toHaveAttribute('aria-sort', 'descending');
    expect(column(0)[0]).toBe('Vernalization and FRIGIDA');
  });

  it('sorts text case-insensitively', async () => {
    render(<Populated />);
    await userEvent.click(within(header('Title')).getByRole('button'));
    expect(column(0)).toEqual([
      'apetala1 and LEAFY',
      'Arabidopsis NAC001 in root development',
      'flowering LOCUS C encodes a MADS domain protein',
      'The circadian clock gene LHY',
      'Vernalization and FRIGIDA',
    ]);
  });

  it('sorts numbers numerically', async () => {
    render(<ManyRows />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Results per page' }), '50');
    await userEvent.click(within(header('Score')).getByRole('button'));
    const scores = column(4).map(Number);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('sorts empty values last in both directions', async () => {
    render(<Populated />);
    const sortByYear = within(header('Year')).getByRole('button');
    await userEvent.click(sortByYear);
    expect(column(1)).toEqual(['1999', '2000', '2004', '2009', '']);
    await userEvent.click(sortByYear);
    expect(column(1)).toEqual(['2009', '2004', '2000', '1999', '']);
  });

  it('starts in the configured default order', () => {
    render(<DefaultSort />);
    expect(header('Year')).toHaveAttribute('aria-sort', 'descending');
    expect(column(1)).toEqual(['2009', '2004', '2000', '1999', '']);
  });

  it('offers no sorting on columns marked not sortable', () => {
    render(<NotSortable />);
    expect(within(header('Title')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tables only the first rows up to the limit, says how many there are in all, then offers View Complete List', () => {
    render(<Limited />);
    expect(screen.getByText('1–10 of 15')).toBeInTheDocument();
    expect(screen.getByText('15 of 20 shown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Complete List' })).toBeInTheDocument();
  });

  it('caps after sorting, so a capped publication list shows the newest first', async () => {
    render(<LimitedNewestFirst />);
    expect(screen.getByText('15 of 22 shown')).toBeInTheDocument();
    expect(column(1)).toEqual(['2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017', '2016', '2015']);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    // The 15 newest run from 2024 down to 2010; 2003–2009 wait behind View Complete List.
    expect(column(1)).toEqual(['2014', '2013', '2012', '2011', '2010']);
  });

  it("opens the results page on a search by the locus's AGI code", async () => {
    render(<LimitedResultsSearch />);
    await userEvent.click(screen.getByRole('link', { name: 'View Complete List' }));
    const address = new URL(screen.getByRole('status', { name: 'Current location' }).textContent ?? '', 'http://localhost');
    expect(address.pathname).toBe('/results');
    expect(address.searchParams.get('mainType')).toBe('detail');
    expect(address.searchParams.get('category')).toBe('germplasm');
    expect(JSON.parse(address.searchParams.get('search_params') ?? 'null')).toEqual({
      searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT5G10140' }],
    });
  });

  it('opens the complete list page the config names', async () => {
    render(<Limited />);
    await userEvent.click(screen.getByRole('link', { name: 'View Complete List' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/results?mainType=detail&category=germplasm&locus=AT5G10140',
    );
  });

  it('stores the annotation search and opens its results page', async () => {
    render(<LimitedAnnotationSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'View Complete List' }));
    expect(JSON.parse(window.localStorage.getItem('searchParams_go') ?? 'null')).toMatchObject({
      keyword_types: ['comp', 'func', 'proc'],
      searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT5G10140' }],
    });
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/results?mainType=detail&category=annotations&key=searchParams_go',
    );
  });

  it('shows every row in place when the config names no complete list', async () => {
    render(<LimitedInPlace />);
    expect(screen.getByText('1–10 of 15')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Complete List' }));
    expect(screen.getByText('1–10 of 18')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Complete List' })).not.toBeInTheDocument();
  });

  it('links each element of an array cell', () => {
    render(<WithLinks />);
    const stocks = within(bodyRows()[0]!).getAllByRole('cell')[3]!;
    expect(stocks).toHaveTextContent('CS852336, SALK_089401C');
    expect(within(stocks).getByRole('link', { name: 'CS852336' })).toHaveAttribute('target', '_blank');
    expect(within(bodyRows()[0]!).getByRole('link', { name: 'SALK_089401' })).toHaveAttribute('href', '/germplasm?key=6530000');
  });

  it('sanitises HTML cells', async () => {
    const { container } = render(<HostileHtml />);
    await waitFor(() => expect(container.querySelector('[data-sanitized]')).not.toBeNull());
    const body = container.querySelector('tbody')!;
    expect(body.querySelector('script, svg, [onerror], [onload]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(screen.getByText('NAC001').tagName).toBe('B');
  });

  it('renders only the current page of 5,000 rows', () => {
    render(<FiveThousandRows />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 5,000')).toBeInTheDocument();
  });
});
