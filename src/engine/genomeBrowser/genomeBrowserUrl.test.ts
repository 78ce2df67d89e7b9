import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GENOME_BROWSER_VIEW,
  GENE_TYPES,
  INSERTION_TRACK,
  featureRegion,
  geneBrowserLinks,
  geneModelTracks,
  geneView,
  genomeBrowserUrl,
  mapElementView,
  paddedRegion,
  parsePosition,
} from './genomeBrowserUrl';

const BASE = 'https://browser.example.org/index.html';
const paramsOf = (url: string) => new URL(url).searchParams;

describe('parsePosition', () => {
  it('reads whole numbers given as numbers or numeric strings', () => {
    expect(parsePosition(3631)).toBe(3631);
    expect(parsePosition(' 3631 ')).toBe(3631);
    expect(parsePosition('3,631')).toBe(3631);
  });

  it('rejects zero, negatives, fractions and text', () => {
    for (const value of [0, -5, 12.5, '12.5', 'abc', '', null, undefined, {}, Number.NaN]) {
      expect(parsePosition(value)).toBeUndefined();
    }
  });
});

describe('featureRegion', () => {
  it('orders reverse-strand coordinates from the smaller to the larger', () => {
    expect(featureRegion('1', 8737, 5928)).toEqual({ chromosome: 'Chr1', start: 5928, end: 8737 });
  });

  it('is undefined without a known chromosome', () => {
    expect(featureRegion('Chr9', 1, 100)).toBeUndefined();
    expect(featureRegion(undefined, 1, 100)).toBeUndefined();
  });
});

describe('paddedRegion', () => {
  it('pads the view by 5 percent on each side', () => {
    // AT1G01010: 3631..5899 is 2269 bases long; 5 % is 113.45, rounded to 113.
    expect(paddedRegion({ chromosome: 'Chr1', start: 3631, end: 5899 })).toEqual({ chromosome: 'Chr1', start: 3518, end: 6012 });
  });

  it('pads by at least one base', () => {
    expect(paddedRegion({ chromosome: 'Chr2', start: 500, end: 500 })).toEqual({ chromosome: 'Chr2', start: 499, end: 501 });
  });

  it('never starts before position 1', () => {
    expect(paddedRegion({ chromosome: 'Chr3', start: 10, end: 1009 }).start).toBe(1);
  });
});

describe('geneView', () => {
  it('centres a gene on its padded coordinates', () => {
    const view = geneView({ chromosome: 'Chr1', start: 3631, end: 5899, geneType: 'protein_coding' });
    expect(view.region).toEqual({ chromosome: 'Chr1', start: 3518, end: 6012 });
  });

  it('shows the gene-model track of every gene type and the insertion track', () => {
    for (const geneType of GENE_TYPES) {
      expect(geneView({ chromosome: '2', start: 100, end: 200, geneType }).tracks).toEqual([geneModelTracks[geneType], INSERTION_TRACK]);
    }
  });

  it('gives each gene type its own gene-model track', () => {
    expect(new Set(Object.values(geneModelTracks)).size).toBe(GENE_TYPES.length);
  });

  it('accepts gene model types spelled with spaces', () => {
    expect(geneView({ chromosome: '1', start: 1, end: 2, geneType: 'pre trna' }).tracks[0]).toBe(geneModelTracks.pre_trna);
    expect(geneView({ chromosome: '1', start: 1, end: 2, geneType: 'Protein Coding' }).tracks[0]).toBe(geneModelTracks.protein_coding);
    expect(geneView({ chromosome: '1', start: 1, end: 2, geneType: 'small nucleolar rna' }).tracks[0]).toBe(
      geneModelTracks.small_nucleolar_rna,
    );
  });

  it('uses the protein-coding tracks for an unknown gene type', () => {
    expect(geneView({ chromosome: '4', start: 1, end: 2, geneType: 'unknown' }).tracks).toEqual([
      geneModelTracks.protein_coding,
      INSERTION_TRACK,
    ]);
  });

  it('leaves out the insertion track on ChrM', () => {
    const view = geneView({ chromosome: 'mitochondria', start: 11000, end: 12000, geneType: 'protein_coding' });
    expect(view.region.chromosome).toBe('ChrM');
    expect(view.tracks).not.toContain(INSERTION_TRACK);
  });

  it('keeps the insertion track on the chloroplast genome', () => {
    expect(geneView({ chromosome: 'C', start: 1, end: 2 }).tracks).toContain(INSERTION_TRACK);
  });

  it('falls back to chromosome 1 22047..32332 without coordinates', () => {
    expect(geneView({ chromosome: undefined, start: undefined, end: undefined })).toBe(DEFAULT_GENOME_BROWSER_VIEW);
    expect(DEFAULT_GENOME_BROWSER_VIEW.region).toEqual({ chromosome: 'Chr1', start: 22047, end: 32332 });
    expect(DEFAULT_GENOME_BROWSER_VIEW.tracks).toEqual([geneModelTracks.protein_coding, INSERTION_TRACK]);
  });

  it('falls back to the default view for unusable coordinates', () => {
    expect(geneView({ chromosome: '1', start: 'n/a', end: 5899 })).toBe(DEFAULT_GENOME_BROWSER_VIEW);
    expect(geneView({ chromosome: 'Chr6', start: 1, end: 5899 })).toBe(DEFAULT_GENOME_BROWSER_VIEW);
  });
});

describe('mapElementView', () => {
  it('shows a marker on the marker track beside the genes', () => {
    const { tracks } = mapElementView({ chromosome: '3', start: 1000, end: 1100, elementType: 'marker' });
    expect(tracks[0]).toBe(mapElementView({ chromosome: '3', start: 1, end: 2, elementType: 'genetic_marker' }).tracks[0]);
    expect(tracks).toContain(geneModelTracks.protein_coding);
  });

  it('treats polyallele as a polymorphism', () => {
    const polyallele = mapElementView({ chromosome: '3', start: 1, end: 2, elementType: 'polyallele' });
    const polymorphism = mapElementView({ chromosome: '3', start: 1, end: 2, elementType: 'polymorphism' });
    expect(polyallele.tracks).toEqual(polymorphism.tracks);
  });

  it('gives transposons and assembly units their own tracks', () => {
    const transposon = mapElementView({ chromosome: '5', start: 1, end: 2, elementType: 'transposon' }).tracks[0];
    const assemblyUnit = mapElementView({ chromosome: '5', start: 1, end: 2, elementType: 'assembly_unit' }).tracks[0];
    expect(transposon).not.toBe(assemblyUnit);
    expect([transposon, assemblyUnit]).not.toContain(geneModelTracks.protein_coding);
  });

  it('leaves out the insertion track on ChrM', () => {
    expect(mapElementView({ chromosome: 'M', start: 1, end: 2, elementType: 'transposon' }).tracks).not.toContain(INSERTION_TRACK);
  });

  it('falls back to the default view without coordinates', () => {
    expect(mapElementView({ chromosome: '1', start: null, end: null, elementType: 'marker' })).toBe(DEFAULT_GENOME_BROWSER_VIEW);
  });
});

describe('genomeBrowserUrl', () => {
  const view = geneView({ chromosome: 'Chr1', start: 3631, end: 5899, geneType: 'protein_coding' });

  it('carries data, loc and tracks', () => {
    const params = paramsOf(genomeBrowserUrl(view, { baseUrl: BASE }));
    expect(params.get('data')).toBe('Araport11');
    expect(params.get('loc')).toBe('Chr1:3518..6012');
    expect(params.get('tracks')).toBe(`${geneModelTracks.protein_coding},${INSERTION_TRACK}`);
  });

  it('leaves the browser chrome on in the full view', () => {
    const params = paramsOf(genomeBrowserUrl(view, { baseUrl: BASE }));
    for (const name of ['tracklist', 'nav', 'overview', 'fullviewlink']) expect(params.has(name)).toBe(false);
  });

  it('turns off tracklist, nav, overview and fullviewlink in the slim view', () => {
    const params = paramsOf(genomeBrowserUrl(view, { baseUrl: BASE, slim: true }));
    for (const name of ['tracklist', 'nav', 'overview', 'fullviewlink']) expect(params.get(name)).toBe('0');
  });

  it('starts with the base URL', () => {
    expect(genomeBrowserUrl(view, { baseUrl: BASE }).startsWith(`${BASE}?data=Araport11&`)).toBe(true);
  });

  it('uses the configured genome browser when no base URL is given', () => {
    expect(genomeBrowserUrl(view)).toMatch(/^https?:\/\/[^?]+\?data=Araport11&loc=/);
  });
});

describe('geneBrowserLinks', () => {
  const gene = { chromosome: '1', start: '3631', end: '5899', geneType: 'protein coding' };

  it('shows the slim view in the frame', () => {
    const params = paramsOf(geneBrowserLinks(gene, BASE).frame);
    expect(params.get('loc')).toBe('Chr1:3518..6012');
    expect(params.get('tracklist')).toBe('0');
  });

  it('opens the full view for Full-screen view', () => {
    const params = paramsOf(geneBrowserLinks(gene, BASE).fullScreen);
    expect(params.get('loc')).toBe('Chr1:3518..6012');
    expect(params.has('tracklist')).toBe(false);
  });

  it('highlights the gene itself when centring on it', () => {
    const params = paramsOf(geneBrowserLinks(gene, BASE).centerOn ?? '');
    expect(params.get('loc')).toBe('Chr1:3518..6012');
    expect(params.get('highlight')).toBe('Chr1:3631..5899');
  });

  it('has nothing to centre on without coordinates', () => {
    const links = geneBrowserLinks({ chromosome: null, start: null, end: null }, BASE);
    expect(links.hasCoordinates).toBe(false);
    expect(links.centerOn).toBeUndefined();
    expect(paramsOf(links.frame).get('loc')).toBe('Chr1:22047..32332');
  });
});
