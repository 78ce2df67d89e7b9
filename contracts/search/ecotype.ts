// The ecotype search payload (POST /api/search/ecotype; 001 §2.2 Ecotype form, §3.1 Ecotype): name or stock number
// rows, restricted by country and by the words of the collection site and habitat.
import * as z from 'zod';
import { rows, searchMethod, searchTermRow, searchText, selection } from './payload';

/** name: the full name, the abbreviation ('Col-0') or an alias; stock_number: a stock centre number ('CS70000'). */
export const ECOTYPE_SEARCH_TYPES = ['name', 'stock_number'] as const;

/** country: one country or several (exact names); location and habitat: text with a method. */
const ecotypeFeatures = z.strictObject({
  country: selection.optional(),
  location_method: searchMethod.optional(),
  location_input: searchText.optional(),
  habitat_method: searchMethod.optional(),
  habitat_input: searchText.optional(),
});

export const ecotypePayload = z.strictObject({
  searchTerms: rows(searchTermRow(ECOTYPE_SEARCH_TYPES)).optional(),
  restrictByFeatures: rows(ecotypeFeatures).optional(),
});
export type EcotypePayload = z.infer<typeof ecotypePayload>;
