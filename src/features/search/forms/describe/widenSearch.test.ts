import { describe, expect, it } from 'vitest';
import { searchForm as genes } from '../configs/genes';
import { searchForm as germplasm } from '../configs/germplasm';
import { searchForm as publication } from '../configs/publication';
import { submitted } from '../configs/formConfig.testSupport';
import { widenSearch } from './widenSearch';

describe('widenSearch', () => {
  it('offers an exact gene name as contains, and obsolete genes included, each the submitted payload changed in one place', () => {
    const { payload } = submitted(genes, { searchType: 'exactly', detailSearchText: 'xyz', chromosome: '3' });
    const [contains, obsolete, ...rest] = widenSearch(genes, payload);
    expect(rest).toEqual([]);
    expect(contains?.label).toBe("Gene Name contains 'xyz' instead of exact");
    expect(contains?.payload).toEqual(submitted(genes, { searchType: 'contains', detailSearchText: 'xyz', chromosome: '3' }).payload);
    expect(obsolete?.label).toBe('Include obsolete genes');
    expect(obsolete?.payload).toEqual(submitted(genes, { searchType: 'exactly', detailSearchText: 'xyz', chromosome: '3', include_obsolete: true }).payload);
  });

  it('offers nothing a search already has: contains, or obsolete genes included', () => {
    expect(widenSearch(genes, submitted(genes, { detailSearchText: 'xyz', include_obsolete: true }).payload)).toEqual([]);
  });

  it('widens each starts-with row of its own, in the form the rows were sent', () => {
    const { payload } = submitted(germplasm, { 'terms.0.search_input': 'SALK_05', 'terms.2.search_input': 'dwarf', 'terms.2.search_method': 'contains' });
    const widened = widenSearch(germplasm, payload);
    expect(widened.map((offer) => offer.label)).toEqual(["germplasm name contains 'SALK_05' instead of starts with"]);
    expect(widened[0]?.payload).toEqual(submitted(germplasm, { 'terms.0.search_input': 'SALK_05', 'terms.0.search_method': 'contains', 'terms.2.search_input': 'dwarf', 'terms.2.search_method': 'contains' }).payload);
  });

  it('never widens a type the form matches exactly only (a DOI)', () => {
    const { payload } = submitted(publication, { 'terms.0.search_input': 'Koornneef', 'terms.0.search_method': 'exactly', 'terms.1.search_type': 'doi', 'terms.1.search_input': '10.1/x' });
    expect(widenSearch(publication, payload).map((offer) => offer.label)).toEqual(["Author contains 'Koornneef' instead of exactly"]);
  });
});
