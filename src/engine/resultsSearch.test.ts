// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ResultsSearch } from './config/format';
import { fillSearchParams, resultsAddress, resultsTarget, storeResultsSearch, storedSearchKey } from './resultsSearch';

const locus = { locusId: 2200935, name: 'AT1G01010' };
const clonesOfLocus: ResultsSearch = {
  category: 'dna',
  params: { category: 'clone', searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: '{^name}' }] },
};
const annotationsOfPublication: ResultsSearch = { category: 'annotations', params: { publicationId: '{^referenceId}' }, store: true };

describe('results searches built from a record', () => {
  it('fills every template and keeps fixed values as written', () => {
    expect(fillSearchParams(clonesOfLocus.params, locus)).toEqual({
      category: 'clone',
      searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT1G01010' }],
    });
  });

  it('gives no search when a value it needs is missing, rather than a search for everything', () => {
    expect(fillSearchParams(clonesOfLocus.params, { locusId: 1 })).toBeUndefined();
    expect(resultsAddress(clonesOfLocus, { name: '  ' })).toBeUndefined();
  });

  it('carries the parameters in the address as URL-encoded JSON', () => {
    const address = new URL(resultsAddress(clonesOfLocus, locus) ?? '', 'http://localhost');
    expect(address.pathname).toBe('/results');
    expect(address.searchParams.get('category')).toBe('dna');
    expect(JSON.parse(address.searchParams.get('search_params') ?? '')).toMatchObject({ category: 'clone' });
  });

  it('stores parameters under a timestamped key and opens the results page on that key', () => {
    const key = storedSearchKey(1718000000000);
    expect(key).toBe('searchParams_1718000000000');
    const storage = window.localStorage;
    const address = storeResultsSearch(annotationsOfPublication, { referenceId: 501790001 }, key, storage);
    expect(address).toBe('/results?mainType=detail&category=annotations&key=searchParams_1718000000000');
    expect(JSON.parse(storage.getItem(key) ?? '')).toEqual({ publicationId: '501790001' });
    expect(resultsTarget(annotationsOfPublication, { referenceId: 501790001 }, key)).toBe(address);
    storage.removeItem(key);
  });

  it('still gives the address when storage refuses the parameters', () => {
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(storeResultsSearch(annotationsOfPublication, { referenceId: 7 }, 'searchParams_1', full)).toContain('key=searchParams_1');
  });
});
