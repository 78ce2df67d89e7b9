// POST /api/search/ecotype (001 §2.2 Ecotype form, §3.1 Ecotype): natural accessions and laboratory strains, by
// name or stock number, restricted by country and by the words of their collection site and habitat.
import { ECOTYPE_SEARCH_TYPES, ecotypePayload, type EcotypePayload } from '../../../contracts/search/ecotype';
import type { EcotypeResponse } from '../../../schemas/ecotype';
import type { CategoryModule, IndexedDoc } from '../types';
import {
  anyOfCriterion,
  criteriaOf,
  distinct,
  listOf,
  selected,
  termsOf,
  textCriterion,
  textSortKey,
} from './rowCriteria';

/** Term fields each search type (contracts/search/ecotype.ts) matches. */
const FIELDS_BY_SEARCH_TYPE: Record<(typeof ECOTYPE_SEARCH_TYPES)[number], string[]> = {
  name: ['name', 'abbreviation', 'alias'],
  stock_number: ['stock_number'],
};

export interface EcotypeDoc {
  id: string;
  name: string;
  abbreviation: string | null;
  stock_numbers: string[];
  country: string | null;
  location: string | null;
  habitat: string | null;
}

export function ecotypeDoc(key: string, ecotype: EcotypeResponse): EcotypeDoc {
  return {
    id: key,
    name: ecotype.originalName,
    abbreviation: ecotype.abbrName ?? null,
    stock_numbers: distinct(listOf(ecotype.stocks).map((stock) => stock.stockName)),
    country: ecotype.country ?? null,
    location: ecotype.location ?? null,
    habitat: ecotype.habitat ?? null,
  };
}

function indexEcotype(key: string, ecotype: EcotypeResponse): IndexedDoc {
  const doc = ecotypeDoc(key, ecotype);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('name', [ecotype.originalName]),
      ...termsOf('abbreviation', [ecotype.abbrName]),
      ...termsOf('alias', listOf(ecotype.aliases)),
      ...termsOf('stock_number', doc.stock_numbers),
      ...termsOf('country', [ecotype.country]),
      // The site and habitat are matched as whole texts by the row's method (contains, starts with, exactly).
      ...termsOf('location', [ecotype.location]),
      ...termsOf('habitat', [ecotype.habitat]),
    ],
  };
}

export const ecotypeCategory: CategoryModule<EcotypePayload> = {
  category: 'ecotype',
  version: 1,
  sourceTypes: ['ecotype'],
  // Records were checked against schemas/ecotype.ts by the data tests.
  index: (type, key, body) => (type === 'ecotype' ? [indexEcotype(key, body as EcotypeResponse)] : []),
  payload: ecotypePayload,
  query(payload) {
    const terms = listOf(payload.searchTerms).map((row) => textCriterion(FIELDS_BY_SEARCH_TYPE[row.search_type], row.search_method, row.search_input));
    const features = listOf(payload.restrictByFeatures).flatMap((row) => [
      anyOfCriterion('country', selected(row.country)),
      textCriterion(['location'], row.location_method, row.location_input),
      textCriterion(['habitat'], row.habitat_method, row.habitat_input),
    ]);
    return { category: 'ecotype', criteria: criteriaOf(...terms, ...features) };
  },
  general: { fields: ['name', 'abbreviation', 'alias', 'stock_number'] },
};
