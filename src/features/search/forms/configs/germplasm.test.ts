import { describe, expect, it } from 'vitest';
import { GERMPLASM_SEARCH_TYPES, GERMPLASM_TYPES, PLOIDIES, ZYGOSITIES } from '../../../../../contracts/search/germplasm';
import { choicesOf, filled, recordValues, submitted } from './formConfig.testSupport';
import { searchForm } from './germplasm';

type Germplasm = {
  scientificName?: string;
  mutagen?: string;
  construct?: { constructType?: string }[];
  polymorphisms?: { mutagen?: string }[];
};

describe('the germplasm form', () => {
  it('starts on Arabidopsis thaliana with three term and three allele rows on starts with (001 §9)', () => {
    const values = filled(searchForm);
    expect(values.species_search_by).toBe('Arabidopsis thaliana');
    const methods = [0, 1, 2].flatMap((row) => [values[`terms.${row}.search_method`], values[`alleles.${row}.search_method`]]);
    expect(methods).toEqual(Array(6).fill('starts_with'));
    expect(submitted(searchForm).payload).toEqual({ searchTerms: [{ species_search_by: 'Arabidopsis thaliana' }] });
  });

  it("sends the type, term rows before the species, allele rows without an 'any' zygosity, and the features", () => {
    const { payload } = submitted(searchForm, {
      type_search_by: 'individual_line',
      'terms.1.search_input': 'AT1G65480',
      'alleles.0.search_input': 'ft-10',
      'alleles.1.search_type': 'homozygous',
      'alleles.1.search_input': 'ap1',
      isTransgenic: true,
      hasImages: false,
      cc_ploidy: '2n',
      background_ecotype: ['Col-0'],
      mutagen: ['any'],
      'map.0.chromosome': '1',
    });
    expect(payload).toEqual({
      searchType: [{ type_search_by: 'individual_line' }],
      searchTerms: [{ search_type: 'locus_name', search_method: 'starts_with', search_input: 'AT1G65480' }, { species_search_by: 'Arabidopsis thaliana' }],
      searchAlleles: [
        { search_method: 'starts_with', search_input: 'ft-10' },
        { search_type: 'homozygous', search_method: 'starts_with', search_input: 'ap1' },
      ],
      restrictByFeatures: [{ isTransgenic: true, cc_ploidy: '2n', background_ecotype: ['Col-0'] }],
      mapLocation: [{ chromosome: '1' }],
    });
  });

  it('offers the types, zygosities, ploidies and search types the API takes, and every species, mutagen and construct the records hold', () => {
    expect(choicesOf(searchForm, 'type_search_by')).toEqual(GERMPLASM_TYPES.filter((type) => type !== 'any'));
    expect(choicesOf(searchForm, 'alleles.0.search_type')).toEqual(ZYGOSITIES.filter((zygosity) => zygosity !== 'any'));
    expect(choicesOf(searchForm, 'cc_ploidy')).toEqual(PLOIDIES.filter((ploidy) => ploidy !== 'any'));
    expect(choicesOf(searchForm, 'terms.0.search_type')).toEqual([...GERMPLASM_SEARCH_TYPES]);
    expect(choicesOf(searchForm, 'species_search_by')).toEqual(expect.arrayContaining(recordValues('germplasm', (line: Germplasm) => [line.scientificName])));
    expect(choicesOf(searchForm, 'mutagen')).toEqual(
      expect.arrayContaining(recordValues('germplasm', (line: Germplasm) => [line.mutagen, ...(line.polymorphisms ?? []).map((allele) => allele.mutagen)])),
    );
    expect(choicesOf(searchForm, 'constructTypes')).toEqual(
      expect.arrayContaining(recordValues('germplasm', (line: Germplasm) => (line.construct ?? []).map((construct) => construct.constructType))),
    );
    // The search derives a line's insertion type from its mutagen, in these two spellings.
    expect(choicesOf(searchForm, 'insertionTypes')).toEqual(['T-DNA', 'transposon']);
  });
});
