import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './GeneStructure.stories';

const { Populated, Empty, ReverseStrand, Long, SpellingVariants } = composeStories(stories);

const figure = () => screen.getByRole('img', { name: /^Gene structure/ });
const featureRows = () =>
  within(screen.getByRole('table', { name: /Gene features/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('GeneStructure', () => {
  it('summarises the gene for screen readers', () => {
    render(<Populated />);
    expect(figure()).toHaveAccessibleName('Gene structure: 6 exons, 5 introns, 5′ UTR and 3′ UTR, 2,269 bp');
  });

  it('draws each exon, intron and the coding parts of the ORF', () => {
    render(<Populated />);
    // 6 exons, 2 UTRs and the ORF clipped to the 6 exons it crosses.
    expect(figure().querySelectorAll('rect')).toHaveLength(6 + 2 + 6);
    expect(figure().querySelectorAll('polyline')).toHaveLength(5);
  });

  it('labels the axis with the start and end positions', () => {
    render(<Populated />);
    const axis = document.querySelector('[data-gene-axis]');
    expect(axis).toHaveTextContent(/^3,6315,899$/);
  });

  it('explains the shapes in a legend', () => {
    render(<Populated />);
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Exon',
      'Coding sequence (CDS)',
      '5′ UTR',
      '3′ UTR',
      'Intron',
    ]);
  });

  it('lists every feature from 5′ to 3′ in a table for screen readers', () => {
    render(<Populated />);
    const rows = featureRows();
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual(['Exon', '3,631', '3,913', '283']);
    expect(rows[1]).toEqual(['5′ UTR', '3,631', '3,759', '129']);
  });

  it('draws a reverse-strand gene 5′ to 3′ with decreasing coordinates', () => {
    render(<ReverseStrand />);
    expect(figure()).toHaveAccessibleName('Gene structure: 8 exons, 7 introns, 5′ UTR and 3′ UTR, 2,810 bp');
    expect(document.querySelector('[data-gene-axis]')).toHaveTextContent(/^8,7375,928$/);
    expect(screen.getByText(/Reverse strand/)).toBeInTheDocument();
  });

  it('places the 5′ UTR of a reverse-strand gene on the left', () => {
    render(<ReverseStrand />);
    const left = (kind: string) => Number(figure().querySelector(`rect[data-feature="${kind}"]`)?.getAttribute('x'));
    expect(left('fivePrimeUtr')).toBeLessThan(left('cds'));
    expect(left('cds')).toBeLessThan(left('threePrimeUtr'));
    expect(featureRows()[0]).toEqual(['Exon', '8,737', '8,571', '167']);
    expect(featureRows()[1]).toEqual(['5′ UTR', '8,737', '8,667', '71']);
  });

  it('infers the introns between exons when none are listed', () => {
    render(<Long />);
    expect(figure()).toHaveAccessibleName(/^Gene structure: 48 exons, 47 introns, /);
    expect(figure().querySelectorAll('polyline')).toHaveLength(47);
  });

  it('reads feature types and positions however they are spelled', () => {
    render(<SpellingVariants />);
    expect(figure()).toHaveAccessibleName('Gene structure: 2 exons, 1 intron, 5′ UTR and 3′ UTR, 1,101 bp');
  });

  it("shows the config's empty text when there are no features", () => {
    render(<Empty />);
    expect(screen.getByText('No Gene Features available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the empty text when no feature can be drawn', () => {
    render(<Empty value={[{ assignmentFeatureType: 'gene', startPosition: 1, endPosition: 9 }, 'exon', null]} />);
    expect(screen.getByText('No Gene Features available')).toBeInTheDocument();
  });
});
