// The choices of the keyword, protein, publication, protocol and community forms are the values the search API
// takes and the demo records hold: a choice the server refuses would be a 400, one no record holds a dead end.
import { describe, expect, it } from 'vitest';
import { organizationRecords } from '../../../../../data/records/organization';
import { personRecords } from '../../../../../data/records/person';
import { protocolRecords } from '../../../../../data/records/protocol';
import { KEYWORD_CATEGORIES } from '../../../../../contracts/search/keyword';
import { DOMAIN_DATABASES, PROTEIN_CLASSES, PROTEIN_NAME_TYPES } from '../../../../../contracts/search/protein';
import { PROTOCOL_SEARCH_TYPES } from '../../../../../contracts/search/protocol';
import { PUBLICATION_SEARCH_TYPES, PUBLICATION_TYPES } from '../../../../../contracts/search/publication';
import { concreteControls } from '../engine/formModel';
import type { SearchFormConfig } from '../formConfig';
import { protocolKeywordIds, protocolKeywords } from '../lists/protocolKeywords';
import { publicationYears } from '../lists/publicationYears';
import { searchForm as community } from './community';
import { searchForm as keyword } from './keyword';
import { searchForm as protein } from './protein';
import { searchForm as protocol } from './protocol';
import { searchForm as publication } from './publication';

/** The option values of the first control at this payload path (a repeat row's first row). */
function valuesAt(config: SearchFormConfig, path: string): string[] {
  const found = concreteControls(config).find((concrete) => concrete.path === path);
  if (!found || !('options' in found.control) || !found.control.options) throw new Error(`${config.path} has no choices at ${path}`);
  return found.control.options.map((option) => option.value).filter((value) => value !== 'any');
}

describe('form choices the search API takes', () => {
  it('keyword categories', () => {
    expect(valuesAt(keyword, 'restrictCats').sort()).toEqual([...KEYWORD_CATEGORIES].sort());
  });

  it('protein name types, structural classes and the 25 domain databases', () => {
    expect(valuesAt(protein, 'nameSection.nameType')).toEqual([...PROTEIN_NAME_TYPES]);
    expect(valuesAt(protein, 'classType')).toEqual([...PROTEIN_CLASSES]);
    expect(valuesAt(protein, 'domainSection.0.db_name')).toEqual([...DOMAIN_DATABASES]);
    expect(DOMAIN_DATABASES).toHaveLength(25);
  });

  it('publication search types and types', () => {
    expect(valuesAt(publication, 'searchTerms.0.search_type').sort()).toEqual([...PUBLICATION_SEARCH_TYPES].sort());
    expect(valuesAt(publication, 'publication_type').sort()).toEqual([...PUBLICATION_TYPES].sort());
  });

  it('protocol search types', () => {
    expect(valuesAt(protocol, 'searchTerms.0.search_type')).toEqual([...PROTOCOL_SEARCH_TYPES]);
  });
});

describe('choice lists against the demo records', () => {
  it('offers 29 distinct protocol keywords, GO or PO terms, among them every keyword a protocol is filed under', () => {
    const names = protocolKeywords.map((option) => option.value);
    expect(names).toHaveLength(29);
    expect(new Set(names).size).toBe(29);
    for (const id of protocolKeywordIds.values()) expect(id).toMatch(/^(GO|PO):\d{7}$/);
    const filedUnder = protocolRecords.flatMap((protocol) => (protocol.record.keywords ?? []).map((entry) => entry.keyword));
    expect(filedUnder.length).toBeGreaterThan(0);
    for (const name of filedUnder) expect(names).toContain(name);
  });

  it('offers the country, and in the US and Canada the state, of every person and organization', () => {
    const countries = valuesAt(community, 'searchTerms.0.search_country_select');
    const states = valuesAt(community, 'searchTerms.0.search_state');
    for (const { record } of [...personRecords, ...organizationRecords]) {
      if (record.country) expect(countries).toContain(record.country);
      if (record.region && (record.country === 'United States' || record.country === 'Canada')) expect(states).toContain(record.region);
    }
  });

  it('offers publication years from this year down to 1947 after any and present', () => {
    const years = publicationYears(2026).map((option) => option.value);
    expect(years.slice(0, 4)).toEqual(['any', 'present', '2026', '2025']);
    expect(years.at(-1)).toBe('1947');
    expect(years).toHaveLength(2 + 2026 - 1947 + 1);
  });
});
