import { describe, expect, it } from 'vitest';
import { MARKER_ECOTYPES, MARKER_SEARCH_TYPES } from '../../../../../contracts/search/marker';
import { choicesOf, recordValues, submitted } from './formConfig.testSupport';
import { searchForm } from './markers';

describe('the markers form', () => {
  it('sends nothing when nothing is filled in: every marker (001 §2.2)', () => {
    expect(submitted(searchForm).payload).toEqual({});
  });

  it('sends term rows with text, marker types without any, both accessions and the map rows', () => {
    const { payload } = submitted(searchForm, {
      'terms.0.search_input': 'nga',
      marker_type: ['any', 'SSLP'],
      poly_between_1: 'Col',
      poly_between_2: 'Ler',
      'map.2.chromosome': '5',
      'map.2.high_range': '2000000',
    });
    expect(payload).toEqual({
      searchTerms: [{ search_type: 'name', search_method: 'contains', search_input: 'nga' }],
      restrictByFeatures: [{ marker_type: ['SSLP'], poly_between_1: 'Col', poly_between_2: 'Ler' }],
      mapLocation: [{ chromosome: '5', high_range: 2000000 }],
    });
  });

  it('offers the search types and the ten accessions of 001 §3.7, and every marker type the records hold', () => {
    expect(choicesOf(searchForm, 'terms.0.search_type')).toEqual([...MARKER_SEARCH_TYPES]);
    expect(choicesOf(searchForm, 'poly_between_1')).toEqual(MARKER_ECOTYPES.filter((ecotype) => ecotype !== 'any'));
    expect(choicesOf(searchForm, 'marker_type')).toEqual(expect.arrayContaining(recordValues('marker', (marker: { markerType?: string }) => [marker.markerType])));
  });
});
