import { describe, expect, it } from 'vitest';
import { detailRequest } from './resultsRequest';
import { searchFormOf } from './useSearchForm';

describe('searchFormOf', () => {
  it('tells a vector search in the DNA form’s words, the form /search/vector opens', async () => {
    const request = detailRequest('vector', { category: 'vector', searchTerms: [{ search_type: 'name', search_method: 'starts_with', search_input: 'pBIN' }] }, 'search_params');
    const words = await searchFormOf(request);
    expect(words?.criteria(request)).toEqual(['Category vector', "name starts with 'pBIN'"]);
  });

  it('has no form words for a general search, nor for a category whose New Search opens another kind of search', async () => {
    expect(await searchFormOf({ mainType: 'general', category: 'genes' })).toBeUndefined();
    expect(await searchFormOf({ mainType: 'detail', category: 'transposonfamily' })).toBeUndefined();
    expect(await searchFormOf({ mainType: 'detail', category: 'annotations' })).toBeUndefined();
  });
});
