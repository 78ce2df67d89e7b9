// POST /api/search/keyword (001 §3.1 Keyword, §5): ontology terms (GO, PO and user keywords) by name or synonym
// with a method, or by their GO:/PO: id (exact only), restricted to categories.
import * as z from 'zod';
import { KEYWORD_CATEGORIES, keywordPayload, type KeywordPayload, keywordTermRow } from '../../../contracts/search/keyword';
import type { KeywordResponse } from '../../../schemas/keyword';
import type { CategoryModule, Criterion, IndexedDoc } from '../types';
import { anyOfCriterion, criteriaOf, listOf, termsOf, textCriterion, textSortKey } from './rowCriteria';

/** The keyword types (001 §3.7) each category of the form (contracts/search/keyword.ts) stands for. */
const TYPES_BY_CATEGORY: Record<(typeof KEYWORD_CATEGORIES)[number], string[]> = {
  go_cc: ['comp'],
  go_bp: ['proc'],
  go_mf: ['func'],
  po: ['grow', 'stru'],
  pat: ['stru'],
  user: ['user'],
};

export interface KeywordDoc {
  id: string;
  name: string;
  category: string | null;
  accession: string | null;
  annotation_count: number;
}

export function keywordDoc(key: string, keyword: KeywordResponse): KeywordDoc {
  const annotations = listOf(keyword.dataToTerm).find((count) => count.displayName === 'annotations');
  return {
    id: key,
    name: keyword.summary.kw,
    category: keyword.summary.kwType ?? null,
    accession: keyword.summary.extdbId ?? null,
    annotation_count: annotations?.linkCount ?? 0,
  };
}

function indexKeyword(key: string, keyword: KeywordResponse): IndexedDoc {
  const doc = keywordDoc(key, keyword);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('name', [keyword.summary.kw]),
      ...termsOf('synonym', listOf(keyword.synonyms)),
      ...termsOf('accession', [keyword.summary.extdbId]),
      ...termsOf('type', [keyword.summary.kwType]),
    ],
    words: [{ field: 'definition', text: keyword.summary.kwDef ?? '' }],
  };
}

function termRowCriteria(row: z.infer<typeof keywordTermRow>): Criterion[] {
  const id = row.go_id_search_inp?.trim();
  return criteriaOf(
    textCriterion(['name', 'synonym'], row.search_method, row.kw_search_input),
    id ? { kind: 'anyOf', field: 'accession', values: [id] } : null,
  );
}

export const keywordCategory: CategoryModule<KeywordPayload> = {
  category: 'keyword',
  version: 1,
  sourceTypes: ['keyword'],
  // Records were checked against schemas/keyword.ts by the data tests.
  index: (type, key, body) => (type === 'keyword' ? [indexKeyword(key, body as KeywordResponse)] : []),
  payload: keywordPayload,
  query(payload) {
    const types = [...new Set(listOf(payload.restrictCats).flatMap((category) => TYPES_BY_CATEGORY[category]))];
    return {
      category: 'keyword',
      criteria: criteriaOf(...listOf(payload.searchTerms).flatMap(termRowCriteria), anyOfCriterion('type', types)),
    };
  },
  general: { fields: ['name', 'synonym', 'accession'], wordFields: ['definition'] },
};
