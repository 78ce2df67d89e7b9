// The transposon family search payload (POST /api/search/transposonfamily; 002 §7): optional rows by family or super
// family name.
import * as z from 'zod';
import { rows, searchTermRow } from './payload';

/** name: the family's name ('ATCOPIA78'); super_family: its super family ('LTR/Copia'). */
export const TRANSPOSON_FAMILY_SEARCH_TYPES = ['name', 'super_family'] as const;

export const transposonFamilyPayload = z.strictObject({ searchTerms: rows(searchTermRow(TRANSPOSON_FAMILY_SEARCH_TYPES)).optional() });
export type TransposonFamilyPayload = z.infer<typeof transposonFamilyPayload>;
