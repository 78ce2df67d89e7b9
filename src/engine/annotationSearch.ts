import type { AnnotationSearch } from './config/format';
import { fillText } from './templates';

/**
 * 002 §5: the locus and gene pages hand annotation searches to the results page through local storage, under
 * searchParams_go / _po / _go_gene / _po_gene, as keyword_types plus (or)searchTerms with search_type,
 * search_method 'exactly' and search_input. Returns the results URL that reads them back.
 */
export function storeAnnotationSearch(search: AnnotationSearch, record: unknown, storage: Storage = window.localStorage): string {
  const searchInput = fillText(search.input, { item: record, record });
  const params = {
    keyword_types: search.keywordTypes,
    [search.termsKey ?? 'searchTerms']: [{ search_type: search.searchType, search_method: 'exactly', search_input: searchInput }],
  };
  try {
    storage.setItem(search.storageKey, JSON.stringify(params));
  } catch {
    // Storage can be full or disabled (private mode); the results page then falls back to its own form.
  }
  return `/results?mainType=detail&category=annotations&key=${encodeURIComponent(search.storageKey)}`;
}
