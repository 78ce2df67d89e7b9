import { describe, expect, it } from 'vitest';
import { ALLELE_MODES, POLYMORPHISM_SEARCH_TYPES } from '../../../../../contracts/search/polymorphism';
import { choicesOf, filled, recordValues, submitted } from './formConfig.testSupport';
import { searchForm } from './polyallele';

type Polymorphism = {
  polymorphismType?: string;
  insertionType?: string;
  inheritance?: string;
  constructType?: string;
  mutagen?: string;
  associatedGenes?: { geneFeatureSite?: string }[];
};

describe('the polymorphism/allele form', () => {
  it('sends nothing when nothing is filled in: every polymorphism (001 §2.2)', () => {
    expect(submitted(searchForm).payload).toEqual({});
  });

  it('limits a DOI or GenBank accession row to exactly, and another type keeps the method chosen since (001 §4)', () => {
    let values = filled(searchForm, { 'terms.0.search_method': 'starts_with', 'terms.0.search_type': 'doi' });
    expect(values['terms.0.search_method']).toBe('exactly');
    values = filled(searchForm, { 'terms.1.search_type': 'genbank_accession' });
    expect(values['terms.1.search_method']).toBe('exactly');
    expect(submitted(searchForm, { 'terms.2.search_type': 'doi', 'terms.2.search_input': '10.1105/tpc.11.5.949' }).payload).toEqual({
      searchTerms: [{ search_type: 'doi', search_method: 'exactly', search_input: '10.1105/tpc.11.5.949' }],
    });
  });

  it("sends ticked flags, chosen features without 'any', and the accessions", () => {
    const { payload } = submitted(searchForm, {
      is_genetic_marker: true,
      polymorphism_type: ['substitution'],
      allele_mode: ['loss-of-function', 'hypomorphic'],
      inheritence: ['any'],
      poly_between_1: 'Ler-0',
      poly_between_2: 'any',
    });
    expect(payload).toEqual({
      restrictByFeatures: [
        { is_genetic_marker: true, allele_mode: ['loss-of-function', 'hypomorphic'], polymorphism_type: ['substitution'], poly_between_1: 'Ler-0' },
      ],
    });
  });

  it('offers the search types and allele modes the API takes, and every type, site, inheritance, mutagen, insertion and construct the records hold', () => {
    expect(choicesOf(searchForm, 'terms.0.search_type')).toEqual([...POLYMORPHISM_SEARCH_TYPES]);
    expect(choicesOf(searchForm, 'allele_mode')).toEqual(ALLELE_MODES.filter((mode) => mode !== 'any'));
    const held = (pick: (polymorphism: Polymorphism) => unknown[]) => recordValues('polymorphism', pick);
    expect(choicesOf(searchForm, 'polymorphism_type')).toEqual(expect.arrayContaining(held((p) => [p.polymorphismType])));
    expect(choicesOf(searchForm, 'polymorphism_site')).toEqual(expect.arrayContaining(held((p) => (p.associatedGenes ?? []).map((gene) => gene.geneFeatureSite))));
    expect(choicesOf(searchForm, 'inheritence')).toEqual(expect.arrayContaining(held((p) => [p.inheritance])));
    expect(choicesOf(searchForm, 'mutagen')).toEqual(expect.arrayContaining(held((p) => [p.mutagen])));
    expect(choicesOf(searchForm, 'insertion_type')).toEqual(expect.arrayContaining(held((p) => [p.insertionType])));
    expect(choicesOf(searchForm, 'construct_type')).toEqual(expect.arrayContaining(held((p) => [p.constructType])));
  });
});
