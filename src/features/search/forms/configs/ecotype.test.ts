import { describe, expect, it } from 'vitest';
import { ECOTYPE_SEARCH_TYPES } from '../../../../../contracts/search/ecotype';
import { searchForm } from './ecotype';
import { choicesOf, filled, recordValues, submitted } from './formConfig.testSupport';

describe('the ecotype form', () => {
  it('has three term rows on starts with (001 §9) and sends nothing when empty', () => {
    const values = filled(searchForm);
    expect([0, 1, 2].map((row) => values[`terms.${row}.search_method`])).toEqual(['starts_with', 'starts_with', 'starts_with']);
    expect(submitted(searchForm).payload).toEqual({});
  });

  it('sends country, location and habitat as feature rows, a location or habitat row only with its text', () => {
    expect(submitted(searchForm, { country: 'Germany', habitat_method: 'exactly' }).payload).toEqual({ restrictByFeatures: [{ country: 'Germany' }] });
    expect(submitted(searchForm, { 'terms.2.search_input': 'CS', location_input: 'Hesse' }).payload).toEqual({
      searchTerms: [{ search_type: 'stock_number', search_method: 'starts_with', search_input: 'CS' }],
      restrictByFeatures: [{ location_method: 'contains', location_input: 'Hesse' }],
    });
  });

  it('offers the search types the API takes and every country an ecotype record names', () => {
    expect(choicesOf(searchForm, 'terms.0.search_type')).toEqual([...ECOTYPE_SEARCH_TYPES]);
    expect(choicesOf(searchForm, 'country')).toEqual(expect.arrayContaining(recordValues('ecotype', (ecotype: { country?: string }) => [ecotype.country])));
  });
});
