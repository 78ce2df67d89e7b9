// Hand-checked cases of the sequence derivation: strand, translation, the demo genome, gene structure parts and
// how they fit together, flank clipping at chromosome ends, and the FASTA text.
import { describe, expect, it } from 'vitest';
import { cutLocus, cutModel, type ModelToCut } from './cut';
import { chromosomeLength, clip, genomicBases } from './demoGenome';
import { fastaHeader, fastaRecord } from './fasta';
import { introns, modelStructure, utrRanges } from './geneStructure';
import { reverseComplement, translate, translateCodon } from './nucleotides';

describe('reverse complement and translation', () => {
  it('reverse-complements, upper-casing and turning unknown bases into N', () => {
    expect(reverseComplement('ATGCN')).toBe('NGCAT');
    expect(reverseComplement('aacg')).toBe('CGTT');
    expect(reverseComplement('AXT')).toBe('ANT');
  });

  it('translates by the standard code', () => {
    expect(translateCodon('ATG')).toBe('M');
    expect(translateCodon('TGG')).toBe('W');
    expect(['TAA', 'TAG', 'TGA'].map(translateCodon)).toEqual(['*', '*', '*']);
    expect(translateCodon('GGN')).toBe('X');
    // ATG GCC AAA TTT GGG TGT CAT TAA: M A K F G C H, the closing stop not written.
    expect(translate('ATGGCCAAATTTGGGTGTCATTAA')).toBe('MAKFGCH');
  });

  it('writes an inner stop as * and leaves out bases after the last whole codon', () => {
    expect(translate('ATGTAAGGG')).toBe('M*G');
    expect(translate('ATGGC')).toBe('M');
  });
});

describe('the demo genome', () => {
  it('gives the same bases for the same place, whichever stretch they are read in', () => {
    const long = genomicBases('1', 1, 200);
    expect(genomicBases('1', 1, 200)).toBe(long);
    expect(genomicBases('1', 37, 91)).toBe(long.slice(36, 91));
    expect(long).toMatch(/^[ACGT]{200}$/);
    expect(genomicBases('2', 1, 200)).not.toBe(long);
  });

  it('is AT-rich like the real genome', () => {
    const bases = genomicBases('3', 1_000_000, 1_020_000);
    const gc = [...bases].filter((base) => base === 'G' || base === 'C').length / bases.length;
    expect(gc).toBeGreaterThan(0.33);
    expect(gc).toBeLessThan(0.42);
  });

  it('refuses positions off the chromosome, and clip keeps the part on it', () => {
    expect(chromosomeLength('c')).toBe(154_478);
    expect(() => genomicBases('C', 154_470, 154_479)).toThrow(/not on chromosome C/);
    expect(() => genomicBases('9', 1, 10)).toThrow(/no chromosome 9/);
    expect(clip('C', -5, 10)).toEqual([1, 10]);
    expect(clip('C', 154_470, 154_500)).toEqual([154_470, 154_478]);
    expect(clip('C', 154_479, 154_500)).toBeNull();
    expect(clip('9', 1, 10)).toBeNull();
  });
});

// Three exons, 100-199, 300-399 and 500-599, the ORF 150-549: introns 200-299 and 400-499, a 50-base UTR each side.
const exonFeatures = (reverse: boolean) =>
  [
    ['ORF', 150, 549],
    ['exon', 100, 199],
    ['exon', 300, 399],
    ['exon', 500, 599],
  ].map(([assignmentFeatureType, low, high]) =>
    reverse ? { assignmentFeatureType, startPosition: high, endPosition: low } : { assignmentFeatureType, startPosition: low, endPosition: high },
  );

const gene = (reverse: boolean) => ({
  name: 'AT1G09990.1',
  description: 'demo protein',
  symbols: [{ symbol: 'ALT1' }, { symbol: 'DEMO1' }],
  primarySymbol: 'DEMO1',
  mapLocation: { chromosome: '1', startPosition: 100, endPosition: 599 },
  geneFeatures: exonFeatures(reverse),
});
const locus = (strand: 'F' | 'R') => ({ chromosome: '1', globalAssignments: [{ map: { name: 'AGI' }, orientation: strand }] });

function model(strand: 'F' | 'R', proteinResidues: string | null = null): ModelToCut {
  const structure = modelStructure(gene(strand === 'R'), locus(strand));
  if (!structure) throw new Error('no structure');
  return { name: 'AT1G09990.1', gene: gene(strand === 'R'), structure, proteinResidues };
}

const sequenceOf = (part: Parameters<typeof cutModel>[0], target: ModelToCut) => cutModel(part, target).map((entry) => entry.sequence);

describe('gene model parts', () => {
  it('numbers introns in the direction of transcription and names them model-N', () => {
    const forward = model('F');
    expect(introns(forward.structure)).toEqual([
      { number: 1, range: [200, 299] },
      { number: 2, range: [400, 499] },
    ]);
    expect(introns(model('R').structure)).toEqual([
      { number: 1, range: [400, 499] },
      { number: 2, range: [200, 299] },
    ]);
    expect(cutModel('intron', model('R')).map((entry) => [entry.id, entry.label, entry.range])).toEqual([
      ['AT1G09990.1-1', 'intron 1', [400, 499]],
      ['AT1G09990.1-2', 'intron 2', [200, 299]],
    ]);
  });

  it("puts the 5' UTR on the low side of a forward model and the high side of a reverse one", () => {
    expect(utrRanges(model('F').structure, 5)).toEqual([[100, 149]]);
    expect(utrRanges(model('F').structure, 3)).toEqual([[550, 599]]);
    expect(utrRanges(model('R').structure, 5)).toEqual([[550, 599]]);
    expect(utrRanges(model('R').structure, 3)).toEqual([[100, 149]]);
  });

  it('cuts forward-strand parts straight from the genome', () => {
    const target = model('F');
    const [transcript] = sequenceOf('transcript', target);
    expect(transcript).toBe(genomicBases('1', 100, 199) + genomicBases('1', 300, 399) + genomicBases('1', 500, 599));
    expect(sequenceOf('genomicModel', target)).toEqual([genomicBases('1', 100, 599)]);
    expect(sequenceOf('cds', target)).toEqual([genomicBases('1', 150, 199) + genomicBases('1', 300, 399) + genomicBases('1', 500, 549)]);
  });

  it('reverse-complements a reverse-strand model, so it reads 5′ to 3′', () => {
    const [transcript] = sequenceOf('transcript', model('R'));
    expect(transcript).toBe(reverseComplement(sequenceOf('transcript', model('F'))[0]!));
    expect(sequenceOf('genomicModel', model('R'))).toEqual([reverseComplement(genomicBases('1', 100, 599))]);
  });

  it("gives parts that fit together: 5' UTR + CDS + 3' UTR is the transcript, on either strand", () => {
    for (const strand of ['F', 'R'] as const) {
      const target = model(strand);
      const [utr5] = sequenceOf('utr5', target);
      const [cds] = sequenceOf('cds', target);
      const [utr3] = sequenceOf('utr3', target);
      expect(`${utr5}${cds}${utr3}`).toBe(sequenceOf('transcript', target)[0]);
      expect(cds).toHaveLength(200);
    }
  });

  it("translates the CDS, unless the model's protein record holds residues", () => {
    const [cds] = sequenceOf('cds', model('R'));
    expect(sequenceOf('protein', model('R'))).toEqual([translate(cds!)]);
    expect(sequenceOf('protein', model('R', 'MKTAYIAK'))).toEqual(['MKTAYIAK']);
  });

  it('has no coding parts for a model without an ORF, and no introns for a single exon', () => {
    const noncoding: ModelToCut = {
      name: 'AT1G09995.1',
      gene: { mapLocation: { chromosome: '1', startPosition: 1000, endPosition: 1400 }, geneFeatures: [] },
      structure: modelStructure({ mapLocation: { chromosome: '1', startPosition: 1000, endPosition: 1400 } }, locus('F'))!,
      proteinResidues: null,
    };
    expect(sequenceOf('transcript', noncoding)[0]).toHaveLength(401);
    for (const part of ['cds', 'protein', 'utr5', 'utr3', 'intron'] as const) expect(cutModel(part, noncoding)).toEqual([]);
  });
});

describe('locus flanks and intergenic regions', () => {
  const target = (strand: 'F' | 'R', chromosome: string, start: number, end: number, next: { name: string; start: number } | null = null) => ({
    key: '1',
    name: 'AT1G09990',
    locus: { chromosome, spanStartPosition: start, spanEndPosition: end, globalAssignments: [{ map: { name: 'AGI' }, orientation: strand }] },
    next: () => next,
  });

  it('takes upstream before the 5′ end on the locus strand, downstream after the 3′ end', () => {
    const [upForward] = cutLocus('upstream', target('F', '1', 1000, 2000), 500);
    expect([upForward!.range, upForward!.label, upForward!.sequence]).toEqual([[500, 999], '500 bp upstream', genomicBases('1', 500, 999)]);
    const [upReverse] = cutLocus('upstream', target('R', '1', 1000, 2000), 500);
    expect([upReverse!.range, upReverse!.sequence]).toEqual([[2001, 2500], reverseComplement(genomicBases('1', 2001, 2500))]);
    const [downReverse] = cutLocus('downstream', target('R', '1', 1000, 2000), 1000);
    expect(downReverse!.range).toEqual([1, 999]);
  });

  it('clips flanks at the chromosome ends and says so', () => {
    const [up] = cutLocus('upstream', target('F', 'C', 100, 500), 1000);
    expect([up!.range, up!.label, up!.sequence.length]).toEqual([[1, 99], '99 bp upstream (clipped at the chromosome end)', 99]);
    const [down] = cutLocus('downstream', target('F', 'C', 154_000, 154_400), 3000);
    expect([down!.range, down!.sequence.length]).toEqual([[154_401, 154_478], 78]);
    expect(cutLocus('upstream', target('R', 'C', 154_000, 154_478), 500)).toEqual([]);
  });

  it('cuts the intergenic region up to the next locus, forward strand, named after both loci', () => {
    const [region] = cutLocus('intergenic', target('R', '1', 1000, 2000, { name: 'AT1G10000', start: 2500 }), 1000);
    expect([region!.id, region!.range, region!.strand, region!.sequence]).toEqual(['AT1G09990-AT1G10000', [2001, 2499], 'F', genomicBases('1', 2001, 2499)]);
    expect(cutLocus('intergenic', target('F', '1', 1000, 2000, { name: 'AT1G10000', start: 2001 }), 1000)).toEqual([]);
    expect(cutLocus('intergenic', target('F', '1', 1000, 2000, null), 1000)).toEqual([]);
  });
});

describe('FASTA text', () => {
  const entry = {
    id: 'AT1G01010.1',
    symbols: ['NAC001', 'ANAC001'],
    label: 'NAC domain containing protein 1',
    chromosome: '1',
    range: [3631, 5899] as const,
    strand: 'F' as const,
    sequence: 'A'.repeat(130),
  };

  it('writes the header in the reference style', () => {
    expect(fastaHeader(entry)).toBe('>AT1G01010.1 | Symbols: NAC001, ANAC001 | NAC domain containing protein 1 | chr1:3631-5899 FORWARD LENGTH=130');
    expect(fastaHeader({ ...entry, strand: 'R', symbols: [] })).toBe('>AT1G01010.1 | Symbols:  | NAC domain containing protein 1 | chr1:3631-5899 REVERSE LENGTH=130');
  });

  it('wraps residues at 60 and keeps header fields on one line', () => {
    expect(fastaRecord(entry).split('\n')).toEqual([fastaHeader(entry), 'A'.repeat(60), 'A'.repeat(60), 'A'.repeat(10), '']);
    expect(fastaHeader({ ...entry, label: 'two\nlines | and a bar' })).toContain('| two lines and a bar |');
  });
});
