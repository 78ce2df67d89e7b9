import { describe, expect, it } from 'vitest';
import { chromosomeName, formatLocation, readStrand } from './location';

describe('the location of the summary band', () => {
  it('writes a place as chromosome:start–end with the strand and length in words', () => {
    expect(formatLocation({ chromosome: '1', start: 3631, end: 5899, strand: 'forward' })).toBe('Chr1:3,631–5,899 (forward strand, 2,269 bp)');
  });

  it('orders the positions low to high, whichever way the source wrote them', () => {
    expect(formatLocation({ chromosome: 'Chr5', start: 1200, end: 1001, strand: 'reverse' })).toBe('Chr5:1,001–1,200 (reverse strand, 200 bp)');
  });

  it('says as much as is known: a chromosome alone, or positions without a strand', () => {
    expect(formatLocation({ chromosome: '1', start: null, end: null, strand: undefined })).toBe('Chr1');
    expect(formatLocation({ chromosome: 2, start: '10', end: '19', strand: undefined })).toBe('Chr2:10–19 (10 bp)');
    expect(formatLocation({ chromosome: null, start: null, end: 19, strand: 'forward' })).toBe('');
  });

  it('names the chromosomes as the genome does, leaving other names as they are', () => {
    expect(chromosomeName('3')).toBe('Chr3');
    expect(chromosomeName('m')).toBe('ChrM');
    expect(chromosomeName('ChrC')).toBe('ChrC');
    expect(chromosomeName('scaffold_12')).toBe('scaffold_12');
  });

  it('reads the strand from the first assignment on the assembly', () => {
    const record = {
      globalAssignments: [
        { map: { mapType: 'map' }, orientation: 'F' },
        { map: { mapType: 'assembly_unit' }, orientation: 'R' },
      ],
    };
    const strand = { path: 'globalAssignments', where: { path: 'map.mapType', equals: 'assembly_unit' }, pick: 'first' as const, text: '{orientation}' };
    expect(readStrand(strand, record)).toBe('reverse');
    expect(readStrand(strand, { globalAssignments: [{ map: { mapType: 'assembly_unit' }, orientation: 'U' }] })).toBeUndefined();
  });

  it('reads the strand from features written 5′ to 3′', () => {
    const reverse = { geneFeatures: [{ startPosition: 900, endPosition: 100 }] };
    const forward = { geneFeatures: [{ startPosition: 5, endPosition: 5 }, { startPosition: 100, endPosition: 900 }] };
    expect(readStrand({ featureDirection: 'geneFeatures' }, reverse)).toBe('reverse');
    expect(readStrand({ featureDirection: 'geneFeatures' }, forward)).toBe('forward');
    expect(readStrand({ featureDirection: 'geneFeatures' }, { geneFeatures: 'exon' })).toBeUndefined();
  });
});
