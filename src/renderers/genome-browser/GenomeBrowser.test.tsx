import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSERTION_TRACK, geneModelTracks } from '../../engine/genomeBrowser/genomeBrowserUrl';
import * as stories from './GenomeBrowser.stories';

const { Populated, DefaultView, Mitochondrial, Long, Empty } = composeStories(stories);

const frame = () => screen.getByTitle(/^Genome browser view/);
const paramsOf = (href: string | null) => new URL(href ?? '').searchParams;

describe('GenomeBrowser', () => {
  it('frames the slim view around the gene, padded by 5 percent', () => {
    render(<Populated />);
    const params = paramsOf(frame().getAttribute('src'));
    expect(params.get('data')).toBe('Araport11');
    expect(params.get('loc')).toBe('Chr1:3518..6012');
    for (const name of ['tracklist', 'nav', 'overview', 'fullviewlink']) expect(params.get(name)).toBe('0');
  });

  it('chooses the tracks by gene type', () => {
    render(<Populated />);
    expect(paramsOf(frame().getAttribute('src')).get('tracks')).toBe(`${geneModelTracks.protein_coding},${INSERTION_TRACK}`);
  });

  it('titles the 650×280 frame with the feature name and loads it lazily', () => {
    render(<Populated />);
    expect(frame()).toHaveAttribute('title', 'Genome browser view of AT1G01010');
    expect(frame()).toHaveAttribute('width', '650');
    expect(frame()).toHaveAttribute('height', '280');
    expect(frame()).toHaveAttribute('loading', 'lazy');
  });

  it("links 'Center on AT1G01010' to the full browser on the gene, in a new tab", () => {
    render(<Populated />);
    const link = screen.getByRole('link', { name: 'Center on AT1G01010' });
    const params = paramsOf(link.getAttribute('href'));
    expect(params.get('loc')).toBe('Chr1:3518..6012');
    expect(params.get('highlight')).toBe('Chr1:3631..5899');
    expect(params.has('tracklist')).toBe(false);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("links 'Full-screen view' to the full browser, in a new tab", () => {
    render(<Populated />);
    const link = screen.getByRole('link', { name: 'Full-screen view' });
    expect(paramsOf(link.getAttribute('href')).get('loc')).toBe('Chr1:3518..6012');
    expect(paramsOf(link.getAttribute('href')).has('nav')).toBe(false);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('falls back to chromosome 1 22047..32332 and says so', () => {
    render(<DefaultView />);
    expect(paramsOf(frame().getAttribute('src')).get('loc')).toBe('Chr1:22047..32332');
    expect(screen.getByText(/No genome coordinates are recorded for AT1G01010/)).toBeInTheDocument();
  });

  it('offers no Center on link without coordinates', () => {
    render(<DefaultView />);
    expect(screen.queryByRole('link', { name: /^Center on/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full-screen view' })).toBeInTheDocument();
  });

  it('shows the default view for a record with nothing to read', () => {
    render(<Empty />);
    expect(frame()).toHaveAttribute('title', 'Genome browser view');
    expect(paramsOf(frame().getAttribute('src')).get('loc')).toBe('Chr1:22047..32332');
  });

  it('leaves out the insertion track on ChrM', () => {
    render(<Mitochondrial />);
    const params = paramsOf(frame().getAttribute('src'));
    expect(params.get('loc')).toBe('ChrM:11390..11943');
    expect(params.get('tracks')).not.toContain(INSERTION_TRACK);
  });

  it('orders reverse-strand coordinates and uses the gene-model track of the type', () => {
    render(<Long />);
    const params = paramsOf(frame().getAttribute('src'));
    expect(params.get('loc')).toBe('Chr1:25046355..25081736');
    expect(params.get('tracks')).toBe(`${geneModelTracks.long_noncoding_rna},${INSERTION_TRACK}`);
  });

  it('reads the feature from the value the field path points at', () => {
    render(
      <Populated
        value={{ assignment: { chromosome: 'Chr2', startPosition: 1000, endPosition: 1999 }, label: 'AT2G01008' }}
        field={{
          kind: 'genomeBrowser',
          label: 'Genome browser',
          path: 'mapLocation',
          name: 'label',
          chromosome: 'assignment.chromosome',
          start: 'assignment.startPosition',
          end: 'assignment.endPosition',
        }}
      />,
    );
    expect(paramsOf(frame().getAttribute('src')).get('loc')).toBe('Chr2:950..2049');
  });
});
