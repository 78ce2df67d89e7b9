import { describe, expect, it } from 'vitest';
import { datasetDescription } from './datasetDescription';

describe('what a tools dataset holds, in words', () => {
  it('names the number and kind of sequences, and the kind alone while the number is not known', () => {
    expect(datasetDescription('araport11_3utr', 1234)).toBe("Holds 1,234 nucleotide sequences: 3' untranslated regions: only the ends of the transcripts, one per gene model.");
    expect(datasetDescription('araport11_protein', 1)).toBe('Holds 1 protein sequence: protein sequences, one per gene model.');
    expect(datasetDescription('araport11_intergenic', undefined)).toBe('Holds the genome between loci, one per locus.');
    expect(datasetDescription('genome', 7)).toBe('Holds 7 chromosomes, whole.');
  });
});
