import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './CommaLinks.stories';

const { Populated, Empty, SomeWithoutKey } = composeStories(stories);

describe('CommaLinks', () => {
  it('shows the links on one line separated by commas', () => {
    const { container } = render(<Populated />);
    expect(container).toHaveTextContent('AT1G01060, AT5G10140, AT2G46830');
    expect(screen.getByRole('link', { name: 'AT5G10140' })).toHaveAttribute('href', '/locus?key=2179864');
  });

  it("shows the config's empty text when there is nothing to link", () => {
    render(<Empty />);
    expect(screen.getByText('No Loci available')).toBeInTheDocument();
  });

  it('shows an element without a key as plain text among the links', () => {
    const { container } = render(<SomeWithoutKey />);
    expect(container).toHaveTextContent('AT1G01060, AT1G01010');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
