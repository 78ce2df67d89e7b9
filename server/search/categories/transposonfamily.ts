// POST /api/search/transposonfamily (002 §2.1 Browse Transposon Families, §7): every family with its super family
// and number of elements; optional rows narrow it by family or super family name.
import { transposonFamilyPayload, type TransposonFamilyPayload } from '../../../contracts/search/transposonfamily';
import type { TransposonFamilyResponse } from '../../../schemas/transposonFamily';
import type { CategoryModule, IndexedDoc } from '../types';
import { criteriaOf, listOf, termsOf, textCriterion, textSortKey } from './rowCriteria';

/** The contract's fields, plus those the browse table of 002 §3 names (transposonFamilyId, num_elements). */
export interface TransposonFamilyDoc {
  id: string;
  transposonFamilyId: string;
  name: string;
  super_family: string | null;
  element_count: number;
  num_elements: number;
}

export function transposonFamilyDoc(key: string, family: TransposonFamilyResponse): TransposonFamilyDoc {
  const count = listOf(family.associatedTransposons).length;
  return {
    id: key,
    transposonFamilyId: key,
    name: family.transposonFamilyName,
    super_family: family.superFamilyName ?? null,
    element_count: count,
    num_elements: count,
  };
}

function indexFamily(key: string, family: TransposonFamilyResponse): IndexedDoc {
  const doc = transposonFamilyDoc(key, family);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [...termsOf('name', [family.transposonFamilyName]), ...termsOf('super_family', [family.superFamilyName])],
    numbers: [{ field: 'element_count', value: doc.element_count }],
  };
}

export const transposonFamilyCategory: CategoryModule<TransposonFamilyPayload> = {
  category: 'transposonfamily',
  version: 1,
  sourceTypes: ['transposonfamily'],
  // Records were checked against schemas/transposonFamily.ts by the data tests.
  index: (type, key, body) => (type === 'transposonfamily' ? [indexFamily(key, body as TransposonFamilyResponse)] : []),
  payload: transposonFamilyPayload,
  query: (payload) => ({
    category: 'transposonfamily',
    criteria: criteriaOf(...listOf(payload.searchTerms).map((row) => textCriterion([row.search_type], row.search_method, row.search_input))),
  }),
};
