import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './StringList.stories';

const { Populated, Empty, Inline, FromObjects } = composeStories(stories);

describe('StringList', () => {
  it('shows one string per line', () => {
    render(<Populated />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['FLC', 'FLOWERING LOCUS C', 'FLF', 'AGL25']);
  });

  it("shows the config's empty text when the list is empty", () => {
    render(<Empty />);
    expect(screen.getByText('No Alias Available')).toBeInTheDocument();
  });

  it('joins the strings with commas when inline', () => {
    render(<Inline />);
    expect(screen.getByText('FLC, FLOWERING LOCUS C, FLF, AGL25')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the text template for each object element', () => {
    render(<FromObjects />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Col-0', 'Ler-1', 'Ws-2']);
  });
});
