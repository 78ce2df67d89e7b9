import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './LinkList.stories';

const { Populated, Empty, Long, WithNotes, GroupedFlat, LimitedLoci, LociWithinLimit } = composeStories(stories);

describe('LinkList', () => {
  it('shows each group under its own heading', () => {
    render(<Populated />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Sequence databases', 'Protein databases']);
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('link').map((link) => link.textContent)).toEqual(['GenBank', 'RefSeq']);
  });

  it('leaves out groups that have no links', () => {
    render(<Populated />);
    expect(screen.queryByText('Empty group')).not.toBeInTheDocument();
  });

  it('opens external links in a new tab', () => {
    render(<Populated />);
    expect(screen.getByRole('link', { name: 'UniProt' })).toHaveAttribute('target', '_blank');
  });

  it("shows the config's empty text when there are no links", () => {
    render(<Empty />);
    expect(screen.getByText('No external links available')).toBeInTheDocument();
  });

  it('shows the note after each link', () => {
    render(<WithNotes />);
    const item = screen.getAllByRole('listitem')[1]!;
    expect(item).toHaveTextContent('AT5G10140 FLC: FLOWERING LOCUS C');
    expect(within(item).getByRole('link', { name: 'AT5G10140' })).toHaveAttribute('href', '/locus?key=2179864');
  });

  it('gathers flat elements under the value they are grouped by', () => {
    render(<GroupedFlat />);
    const stocks = screen.getAllByRole('list')[0]!;
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Stocks', 'Publications']);
    expect(within(stocks).getAllByRole('link').map((link) => link.textContent)).toEqual(['SALK_089401', 'CS852336']);
  });

  it("shows 20 loci, then '... more' in the 21st place, which lists the rest in place", async () => {
    render(<LimitedLoci />);
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(screen.getAllByRole('link')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: /^\.\.\. more/ }));
    expect(screen.getAllByRole('link')).toHaveLength(26);
    expect(screen.getByRole('link', { name: 'AT1G01260' })).toHaveAttribute('href', '/locus?key=2200960');
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  });

  it("lists 20 loci without '... more'", () => {
    render(<LociWithinLimit />);
    expect(screen.getAllByRole('link')).toHaveLength(20);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a long list inside a labelled scrolling box', () => {
    render(<Long />);
    expect(within(screen.getByRole('region', { name: 'Keywords (scrollable list)' })).getAllByRole('listitem')).toHaveLength(50);
  });
});
