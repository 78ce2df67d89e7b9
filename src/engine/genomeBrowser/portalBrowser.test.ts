import { describe, expect, it } from 'vitest';
import { geneTracks, mapElementTrackList } from './tracks';
import { portalBrowserPath, portalTracks } from './portalBrowser';

describe('portalTracks', () => {
  it('shows a gene on the gene models with the insertion lines as polymorphisms', () => {
    expect(portalTracks(geneTracks('protein_coding', 'Chr1'))).toEqual(['genes', 'polymorphisms']);
    expect(portalTracks(geneTracks('pseudogene', 'Chr2'))).toEqual(['genes', 'polymorphisms']);
  });

  it('shows a mitochondrial gene on the gene models alone, as the external browser has no insertions there', () => {
    expect(portalTracks(geneTracks(undefined, 'ChrM'))).toEqual(['genes']);
  });

  it("shows a map element on its own track first, then the genes around it", () => {
    expect(portalTracks(mapElementTrackList('genetic_marker', 'Chr1'))).toEqual(['markers', 'genes', 'polymorphisms']);
    expect(portalTracks(mapElementTrackList('polymorphism', 'Chr1'))).toEqual(['polymorphisms', 'genes']);
    expect(portalTracks(mapElementTrackList('transposon', 'Chr3'))).toEqual(['transposons', 'genes', 'polymorphisms']);
    expect(portalTracks(mapElementTrackList('assembly_unit', 'ChrC'))).toEqual(['clones', 'genes', 'polymorphisms']);
  });
});

describe('portalBrowserPath', () => {
  it('writes the region in the browser loc syntax, with the feature to mark', () => {
    expect(portalBrowserPath({ chromosome: 'Chr1', start: 3518, end: 6012 })).toBe('/genome-browser?loc=Chr1:3518..6012');
    expect(portalBrowserPath({ chromosome: 'Chr1', start: 3518, end: 6012 }, { chromosome: 'Chr1', start: 3631, end: 5899 })).toBe(
      '/genome-browser?loc=Chr1:3518..6012&highlight=Chr1:3631..5899',
    );
  });
});
