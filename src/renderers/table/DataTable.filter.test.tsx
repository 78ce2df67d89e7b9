import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as tableStories from './DataTable.stories';
import * as progenyStories from './ProgenyLines.stories';

const { Unfiltered } = composeStories(progenyStories);
const { Populated, ManyRows } = composeStories(tableStories);

const firstCells = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const filterBox = () => screen.findByRole('searchbox', { name: 'Filter progeny lines' });

// The filter box's code loads only with a long table; loaded once up front, the first test does not wait for it.
beforeAll(() => import('./TableRowFilter'), 30_000);

describe('DataTable filter (long tables)', { timeout: 30_000 }, () => {
  it('offers a labelled filter box only above 50 rows', async () => {
    const { unmount } = render(<Populated />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    unmount();
    render(<ManyRows />);
    expect(await screen.findByRole('searchbox', { name: 'Filter gene ontology annotations' })).toBeInTheDocument();
  });

  it('counts every row, then the rows matching any column, ignoring case', async () => {
    const user = userEvent.setup();
    render(<Unfiltered />);
    const filter = await filterBox();
    expect(screen.getByRole('status')).toHaveTextContent('1,000 progeny lines');
    await user.type(filter, 'EMS line 01');
    expect(screen.getByRole('status')).toHaveTextContent('100 of 1,000 progeny lines match');
    expect(screen.getByText('1–10 of 100')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Col-0 EMS line 0100');
  });

  it('says when nothing matches instead of showing an empty table, and shows all rows again when cleared', async () => {
    const user = userEvent.setup();
    render(<Unfiltered />);
    const filter = await filterBox();
    await user.type(filter, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No progeny lines match "xyz"');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.clear(filter);
    expect(screen.getByRole('status')).toHaveTextContent('1,000 progeny lines');
    expect(screen.getByText('1–10 of 1,000')).toBeInTheDocument();
  });

  it('starts again at page 1 when the filter changes', async () => {
    const user = userEvent.setup();
    render(<Unfiltered />);
    const filter = await filterBox();
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('991–1,000 of 1,000')).toBeInTheDocument();
    await user.type(filter, '09');
    await waitFor(() => expect(screen.getByText(/^1–10 of /)).toBeInTheDocument());
    expect(firstCells()[0]).toBe('Col-0 EMS line 0009');
  });

  it('keeps the sort order while filtering', async () => {
    const user = userEvent.setup();
    render(<Unfiltered />);
    const filter = await filterBox();
    const header = screen.getByRole('columnheader', { name: 'Germplasm' });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.type(filter, '099');
    expect(screen.getByRole('status')).toHaveTextContent('11 of 1,000 progeny lines match');
    expect(firstCells().slice(0, 3)).toEqual(['Col-0 EMS line 0999', 'Col-0 EMS line 0998', 'Col-0 EMS line 0997']);
  });
});
