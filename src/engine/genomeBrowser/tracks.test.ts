import { describe, expect, it } from 'vitest';
import { GENE_TYPES, normalizeGeneType, normalizeMapElementType } from './tracks';

describe('normalizeGeneType', () => {
  it('accepts each of the fourteen gene types as written', () => {
    for (const type of GENE_TYPES) expect(normalizeGeneType(type)).toBe(type);
  });

  it.each([
    ['protein coding', 'protein_coding'],
    ['pre trna', 'pre_trna'],
    ['ribosomal rna', 'ribosomal_rna'],
    ['small nuclear rna', 'small_nuclear_rna'],
    ['small nucleolar rna', 'small_nucleolar_rna'],
    ['UORF', 'uORF'],
    ['mirna_primary_transcript', 'miRNA_primary_transcript'],
    ['Transposable-Element-Gene', 'transposable_element_gene'],
  ])('reads %j as %s', (value, expected) => {
    expect(normalizeGeneType(value)).toBe(expected);
  });

  it('knows nothing of unknown, empty or non-text types', () => {
    for (const value of ['unknown', '', null, 42, {}]) expect(normalizeGeneType(value)).toBeUndefined();
  });
});

describe('normalizeMapElementType', () => {
  it.each([
    ['genetic_marker', 'genetic_marker'],
    ['marker', 'genetic_marker'],
    ['GeneticMarker', 'genetic_marker'],
    ['polymorphism', 'polymorphism'],
    ['polyallele', 'polymorphism'],
    ['transposon', 'transposon'],
    ['assembly_unit', 'assembly_unit'],
    ['assembly unit', 'assembly_unit'],
  ])('reads %j as %s', (value, expected) => {
    expect(normalizeMapElementType(value)).toBe(expected);
  });

  it('rejects other element types', () => {
    expect(normalizeMapElementType('clone')).toBeUndefined();
  });
});
