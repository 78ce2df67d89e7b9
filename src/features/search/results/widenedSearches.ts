import type { SearchFormConfig } from '../forms/formConfig';
import { widenSearch } from '../forms/describe/widenSearch';
import type { Payload } from '../forms/rules/prune';
import type { ResultsRequest } from './resultsRequest';

export interface WidenedSearch {
  /** What the wider search asks, in the form's words. */
  label: string;
  /** Its results address: the parameters travel in it (search_params), so it opens the same in a new tab. */
  href: string;
}

/** The wider searches to offer when a detail search found nothing (widenSearch says which). */
export function widenedSearches(request: ResultsRequest, form: SearchFormConfig): WidenedSearch[] {
  return widenSearch(form, request.body as Payload).map(({ label, payload }) => {
    const query = new URLSearchParams({ mainType: 'detail', category: request.category, search_params: JSON.stringify(payload) });
    return { label, href: `/results?${query.toString()}` };
  });
}
