import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './WideTable.stories';

const printing = vi.hoisted(() => ({ now: false }));
vi.mock('../../engine/print/usePrintMode', () => ({ usePrintMode: () => printing.now }));

const { Desktop } = composeStories(stories);

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const toggles = () => screen.getAllByRole('button', { name: /^Details of / });
const detailOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');

afterEach(() => {
  printing.now = false;
});

describe('DataTable row detail', () => {
  it('shows the columns a reader needs first and keeps the detail columns out of the table', () => {
    render(<Desktop />);
    expect(headers()).toEqual(['Details', 'Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
    expect(screen.queryByText('Evidence With')).not.toBeInTheDocument();
    expect(screen.queryByText('AGI_LocusCode:AT1G01060, UniProt:Q8H0W2')).not.toBeInTheDocument();
  });

  it("names each row's button after the row's first cell and starts it collapsed", () => {
    render(<Desktop />);
    expect(toggles()).toHaveLength(10);
    expect(toggles()[1]).toHaveAccessibleName('Details of DNA-binding transcription factor activity');
    for (const toggle of toggles()) expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a row detail with Enter and closes it with Space, from the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<Desktop />);
    const first = toggles()[0]!;
    // Past the download button, the scrollable region and the five sort buttons of the header.
    for (let presses = 0; presses < 10 && document.activeElement !== first; presses++) await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(detailOf(first)).toBeVisible();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).not.toHaveAttribute('aria-controls');
    expect(screen.queryByText('Evidence With')).not.toBeInTheDocument();
  });

  it('lists the other columns as terms and values, keeps their links and leaves out empty ones', async () => {
    render(<Desktop />);
    const third = toggles()[2]!; // 'nucleus': no evidence description, no evidence with
    await userEvent.click(third);
    const detail = detailOf(third)!;
    expect(detail.tagName).toBe('DL');
    const terms = within(detail).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Symbol', 'Annotated By', 'Date']);
    expect(within(detail).getByRole('link', { name: 'TAIR' })).toHaveAttribute('href', '/community?key=1345790');
    expect(within(detail).getAllByRole('definition')[0]).toHaveTextContent('NAC001');
  });

  it('keeps a detail open with its row when the table is sorted', async () => {
    render(<Desktop />);
    await userEvent.click(toggles()[4]!); // 'multicellular organism development'
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Keyword' })).getByRole('button'));
    const open = toggles().filter((toggle) => toggle.getAttribute('aria-expanded') === 'true');
    expect(open.map((toggle) => toggle.getAttribute('aria-label'))).toEqual(['Details of multicellular organism development']);
    expect(within(detailOf(open[0]!)!).getByText('transcript levels (e.g. RT-PCR) in seedlings after hormone treatment')).toBeVisible();
  });

  it('prints every row with every detail open, and no detail buttons, pager or download', () => {
    printing.now = true;
    render(<Desktop />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 12 * 2);
    expect(headers()).toEqual(['Keyword', 'Relationship Type', 'Category', 'Evidence', 'Reference']);
    expect(screen.queryByRole('button', { name: /^Details of |^Go to |^Download TSV$/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('term').filter((term) => term.textContent === 'Date')).toHaveLength(12);
  });

  it('keeps every column in the table when a config marks them all as detail', () => {
    const columns = Desktop.args.field!.columns!.map((column) => ({ ...column, detail: true }));
    render(<Desktop field={{ ...Desktop.args.field!, kind: 'table', columns }} />);
    expect(headers()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /^Details of / })).not.toBeInTheDocument();
  });
});
