import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './LinkList.stories';

const { Populated, Empty, Long, WithNotes, GroupedFlat } = composeStories(stories);

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

  it('keeps a long list inside a labelled scrolling box', () => {
    render(<Long />);
    expect(within(screen.getByRole('region', { name: 'Keywords (scrollable list)' })).getAllByRole('listitem')).toHaveLength(50);
  });
});
