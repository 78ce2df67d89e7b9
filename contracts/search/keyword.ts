// The keyword search payload (POST /api/search/keyword; 001 §3.1 Keyword, §5): term rows by name or synonym with a
// method, or by GO:/PO: id, restricted to categories.
import * as z from 'zod';
import { oneOf, rows, searchMethod, searchText } from './payload';

/**
 * The form's categories (restrictCats) as keyword types (001 §3.7): go_cc comp, go_bp proc, go_mf func; po the
 * whole Plant Ontology (growth stages and plant structure); pat plant anatomy (structure); user user-defined.
 */
export const KEYWORD_CATEGORIES = ['go_cc', 'go_bp', 'go_mf', 'po', 'pat', 'user'] as const;
/** 001 §5: the GO/PO id field takes GO: or PO: followed by digits. */
const ONTOLOGY_ID = /^(GO|PO):\d+$/i;
const ontologyId = searchText.refine((text) => text.trim() === '' || ONTOLOGY_ID.test(text.trim()), 'must be GO: or PO: followed by digits, e.g. GO:0003700');

export const keywordTermRow = z.strictObject({
  search_method: searchMethod.optional(),
  kw_search_input: searchText.optional(),
  go_id_search_inp: ontologyId.optional(),
});

export const keywordPayload = z.strictObject({
  searchTerms: rows(keywordTermRow).optional(),
  restrictCats: rows(oneOf(KEYWORD_CATEGORIES)).optional(),
});
export type KeywordPayload = z.infer<typeof keywordPayload>;
