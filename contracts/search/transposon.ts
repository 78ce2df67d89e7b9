// The transposon search payload (POST /api/search/transposon; 001 §2.2, §3.1 Transposon): rows of a method (type_*)
// with its input (input_*) for the name, family and super family.
import * as z from 'zod';
import { rows, searchMethod, searchText } from './payload';

/** A row names the element ('AT1TE12295'), its family ('ATCOPIA78') or super family ('LTR/Copia'), each with a method. */
const transposonTermRow = z.strictObject({
  type_name: searchMethod.optional(),
  input_name: searchText.optional(),
  type_family: searchMethod.optional(),
  input_family: searchText.optional(),
  type_super: searchMethod.optional(),
  input_super: searchText.optional(),
});

export const transposonPayload = z.strictObject({ searchTerms: rows(transposonTermRow).optional() });
export type TransposonPayload = z.infer<typeof transposonPayload>;
