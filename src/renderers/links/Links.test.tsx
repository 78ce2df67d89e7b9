import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Links.stories';

const { Populated, Empty, Long, External } = composeStories(stories);

describe('Links', () => {
  it('shows one link per line for each element', () => {
    render(<Populated />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'ANAC001' })).toHaveAttribute('href', '/genesymbol?key=101');
  });

  it("shows the config's empty text when the list is empty", () => {
    render(<Empty />);
    expect(screen.getByText('No Other Names available')).toBeInTheDocument();
  });

  it('keeps a long list inside a labelled scrolling box', () => {
    render(<Long />);
    const box = screen.getByRole('region', { name: 'Associated loci (scrollable list)' });
    expect(within(box).getAllByRole('link')).toHaveLength(80);
  });

  it('opens external links in a new tab', () => {
    render(<External />);
    expect(screen.getByRole('link', { name: 'NM_099983' })).toHaveAttribute('target', '_blank');
  });
});
