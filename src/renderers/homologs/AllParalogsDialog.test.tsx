import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as stories from './Homologs.stories';

const { ManyParalogs } = composeStories(stories);

// AT4G00010's 300 paralogs: AT3G00010 … AT3G03000, every third with a symbol (LACS1, LACS4, … LACS298).
async function openDialog() {
  const user = userEvent.setup();
  render(<ManyParalogs />);
  const trigger = await screen.findByRole('button', { name: 'Show More ... (298)' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'All Paralogs' });
  const filter = within(dialog).getByRole('searchbox', { name: 'Filter paralogs' });
  return { user, trigger, dialog, filter };
}

// Read from the elements: role queries over 300 rows are slow in jsdom.
const rowTexts = (dialog: HTMLElement) => [...dialog.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

// The dialog's code loads on demand; loaded once up front, the first test to open it does not pay for it.
beforeAll(() => import('./AllParalogsDialog'), 30_000);

// 300 rows re-render on every keystroke and sort; jsdom on a busy machine needs more than the default 5 s.
describe('All Paralogs dialog', { timeout: 30_000 }, () => {
  it('says on its trigger how many paralogs the preview leaves out', async () => {
    render(<ManyParalogs />);
    expect(await screen.findByRole('button', { name: 'Show More ... (298)' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens with focus in the filter box; Escape from there closes it and returns focus to the trigger', async () => {
    const { user, trigger, filter } = await openDialog();
    await waitFor(() => expect(filter).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('filters on the AGI and the symbol, ignoring case, and announces the count', async () => {
    const { user, dialog, filter } = await openDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent('300 paralogs');
    await user.type(filter, 'lacs29');
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 of 300 paralogs match');
    expect(rowTexts(dialog)).toEqual([
      ['AT3G02920', 'LACS292'],
      ['AT3G02950', 'LACS295'],
      ['AT3G02980', 'LACS298'],
    ]);
    await user.clear(filter);
    await user.type(filter, 'at3g0299');
    expect(rowTexts(dialog).map(([agi]) => agi)).toEqual(['AT3G02990']);
  });

  it('says that no paralog matches, quoting the filter, in place of the table', async () => {
    const { user, dialog, filter } = await openDialog();
    await user.type(filter, 'xyz');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No paralogs match "xyz"');
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts by a column header, flipping on a second click, symbols empty last', async () => {
    const { user, dialog } = await openDialog();
    const agiHeader = within(dialog).getByRole('columnheader', { name: 'AGI' });
    await user.click(within(agiHeader).getByRole('button', { name: 'AGI' }));
    await user.click(within(agiHeader).getByRole('button', { name: 'AGI' }));
    expect(agiHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowTexts(dialog)[0]).toEqual(['AT3G03000', '']);

    const symbolHeader = within(dialog).getByRole('columnheader', { name: 'Symbol' });
    await user.click(within(symbolHeader).getByRole('button', { name: 'Symbol' }));
    expect(symbolHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(agiHeader).not.toHaveAttribute('aria-sort');
    const rows = rowTexts(dialog);
    // Numbers inside symbols compare as numbers: LACS1, LACS4, LACS7, LACS10 …
    expect(rows.slice(0, 4).map(([, symbol]) => symbol)).toEqual(['LACS1', 'LACS4', 'LACS7', 'LACS10']);
    expect(rows.at(99)?.[1]).toBe('LACS298');
    expect(rows.slice(100).every(([, symbol]) => symbol === '')).toBe(true);
  });
});
