import { describe, expect, it } from 'vitest';
import { CLONE_OTHER_FEATURES, CLONE_SEARCH_TYPES, VECTOR_OTHER_FEATURES } from '../../../../../contracts/search/dna';
import { searchForm } from './dna';
import { choicesOf, filled, recordValues, submitted } from './formConfig.testSupport';

type Clone = { vectorDetails?: { vectorType?: string }[]; parentClone?: { insertType?: string }; cloneEnds?: { cloneEndType?: string }[] };

describe('the DNA form', () => {
  it('starts on clones with three rows matching contains, contains, exactly (001 §9), and sends only the category', () => {
    const values = filled(searchForm);
    expect(['clone-terms.0.search_method', 'clone-terms.1.search_method', 'clone-terms.2.search_method'].map((key) => values[key])).toEqual([
      'contains',
      'contains',
      'exactly',
    ]);
    expect(submitted(searchForm).payload).toEqual({ category: 'clone' });
  });

  it('limits a GenBank accession or gi row to exactly, and gives the three methods back for other types (001 §4)', () => {
    let values = filled(searchForm, { 'clone-terms.0.search_type': 'genbank_accession' });
    expect(values['clone-terms.0.search_method']).toBe('exactly');
    values = filled(searchForm, { 'clone-terms.1.search_type': 'genbank_gi', 'clone-terms.1.search_input': '999000101' });
    expect(values['clone-terms.1.search_method']).toBe('exactly');
    expect(submitted(searchForm, { 'clone-terms.1.search_type': 'genbank_gi', 'clone-terms.1.search_input': '999000101' }).payload).toEqual({
      category: 'clone',
      searchTerms: [{ search_type: 'genbank_gi', search_method: 'exactly', search_input: '999000101' }],
    });
  });

  it('sends clone features and map rows with a chromosome only, without any and empty values (001 §5)', () => {
    const { payload } = submitted(searchForm, {
      clone_vector_type: ['any', 'BAC vector'],
      cloneend_type: ['T7'],
      clone_other_features: ['mapped'],
      'clone-map.0.chromosome': '1',
      'clone-map.0.low_range': '1000',
      'clone-map.1.low_range': '5',
    });
    expect(payload).toEqual({
      category: 'clone',
      restrictByFeatures: [{ vector_type: ['BAC vector'], cloneend_type: ['T7'], other_features: ['mapped'] }],
      mapLocation: [{ chromosome: '1', low_range: 1000 }],
    });
  });

  it('swaps in the vector rows and features with the category, and leaves the clone values behind', () => {
    const { payload } = submitted(searchForm, {
      'clone-terms.0.search_input': 'T25K16',
      insert_type: ['cDNA'],
      'clone-map.0.chromosome': '1',
      category: 'vector',
      'vector-terms.0.search_input': 'pBIN',
      vector_other_features: ['has_stock'],
    });
    expect(payload).toEqual({
      category: 'vector',
      searchTerms: [{ search_type: 'name', search_method: 'contains', search_input: 'pBIN' }],
      restrictByFeatures: [{ other_features: ['has_stock'] }],
    });
  });

  it('offers the search types and other features the search API takes, and every vector, insert and end type the records hold', () => {
    expect(choicesOf(searchForm, 'clone-terms.0.search_type')).toEqual([...CLONE_SEARCH_TYPES]);
    expect(choicesOf(searchForm, 'vector-terms.0.search_type')).toEqual(['name']);
    expect(choicesOf(searchForm, 'clone_other_features')).toEqual([...CLONE_OTHER_FEATURES]);
    expect(choicesOf(searchForm, 'vector_other_features')).toEqual([...VECTOR_OTHER_FEATURES]);
    const vectorTypes = [
      ...recordValues('clone', (clone: Clone) => (clone.vectorDetails ?? []).map((vector) => vector.vectorType)),
      ...recordValues('vector', (vector: { vectorType?: string }) => [vector.vectorType]),
    ];
    expect(choicesOf(searchForm, 'clone_vector_type')).toEqual(expect.arrayContaining(vectorTypes));
    expect(choicesOf(searchForm, 'insert_type')).toEqual(expect.arrayContaining(recordValues('clone', (clone: Clone) => [clone.parentClone?.insertType])));
    expect(choicesOf(searchForm, 'cloneend_type')).toEqual(
      expect.arrayContaining(recordValues('clone', (clone: Clone) => (clone.cloneEnds ?? []).map((end) => end.cloneEndType))),
    );
  });
});
