// The community search payload (POST /api/search/community; 001 §3.1 Community, §5): people and organizations by
// last name, first name and e-mail, each with its method, and by state or province, region and country.
import * as z from 'zod';
import { rows, searchMethod, searchText, selection } from './payload';

/** One row of the form: each name or e-mail input with its method (a method without its input asks nothing). */
export const communityTermRow = z.strictObject({
  last_name_method: searchMethod.optional(),
  last_name_input: searchText.optional(),
  first_name_method: searchMethod.optional(),
  first_name_input: searchText.optional(),
  email_method: searchMethod.optional(),
  email_input: searchText.optional(),
  search_state: selection.optional(),
  state_outside_input: searchText.optional(),
  search_country_select: selection.optional(),
});

export const communityPayload = z.strictObject({ searchTerms: rows(communityTermRow).optional() });
export type CommunityPayload = z.infer<typeof communityPayload>;
