import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './SingleLink.stories';

const { Populated, Empty, External, WithTextTemplate, UnsafeUrl, MissingKey } = composeStories(stories);

describe('SingleLink', () => {
  it('links the value to the page its template names', () => {
    render(<Populated />);
    expect(screen.getByRole('link', { name: 'AT1G01060.1' })).toHaveAttribute('href', '/gene?key=500123');
  });

  it("shows the config's empty text when there is no value", () => {
    render(<Empty />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens external links in a new tab without an opener', () => {
    render(<External />);
    const link = screen.getByRole('link', { name: 'SALK_089401' });
    expect(link).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/SALK_089401');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the text template when one is given', () => {
    render(<WithTextTemplate />);
    expect(screen.getByRole('link', { name: 'PubMed 10548754' })).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/10548754');
  });

  it('shows an unsafe URL as text, never as a link', () => {
    render(<UnsafeUrl />);
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the text without a link when the key is missing', () => {
    render(<MissingKey />);
    expect(screen.getByText('AT5G10140')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
