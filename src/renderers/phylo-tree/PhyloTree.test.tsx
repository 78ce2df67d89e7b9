import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isFlagSet } from './PhyloTree';
import * as stories from './PhyloTree.stories';

const { Populated, Empty, CustomText } = composeStories(stories);

describe('PhyloTree', () => {
  it("links 'View phylogenetic tree' to the tree of the record", () => {
    render(<Populated />);
    expect(screen.getByRole('link', { name: 'View phylogenetic tree' })).toHaveAttribute(
      'href',
      'https://phylogenes.arabidopsis.org/gene/AT1G01010',
    );
  });

  it('opens the tree in a new tab', () => {
    render(<Populated />);
    const link = screen.getByRole('link', { name: 'View phylogenetic tree' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the configured link text', () => {
    render(<CustomText />);
    expect(screen.getByRole('link', { name: 'Open in PhyloGenes' })).toBeInTheDocument();
  });

  it('shows the empty text when the record has no tree', () => {
    render(<Empty />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('shows the empty text when the link cannot be built', () => {
    render(<Populated record={{ hasPhylogenesPage: 'T' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("counts 'T', 'true' and true as set, anything else as not", () => {
    expect([true, 'T', 'true', ' t '].map(isFlagSet)).toEqual([true, true, true, true]);
    expect([false, 'F', 'false', '', null, undefined, 1, {}].map(isFlagSet)).toEqual(Array(8).fill(false));
  });
});
