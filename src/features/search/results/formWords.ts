// Loaded with a form's config, not with the results page: the describer and the widening offers over that config.
import type { SearchFormConfig } from '../forms/formConfig';
import { describeCriteria } from '../forms/describe/describeCriteria';
import type { Payload } from '../forms/rules/prune';
import type { ResultsRequest } from './resultsRequest';
import { widenedSearches, type WidenedSearch } from './widenedSearches';

/** A detail search told in the words of the form it came from. */
export interface FormWords {
  /** One phrase per criterion the reader set; empty when the reader set none. */
  criteria: (request: ResultsRequest) => string[];
  widenings: (request: ResultsRequest) => WidenedSearch[];
}

export const formWords = (form: SearchFormConfig): FormWords => ({
  criteria: (request) => describeCriteria(form, request.body as Payload),
  widenings: (request) => widenedSearches(request, form),
});
