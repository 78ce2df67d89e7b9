import type { FormWords } from './formWords';
import type { ResultsRequest } from './resultsRequest';

/**
 * What was searched, in one line a reader can recognise: the empty state says it, and the first line of a download
 * names it. A detail search is told in its form's own words (field and option labels, only what the reader set);
 * a search no form made (annotations of a term, descriptions of listed loci) by its values alone, never by the
 * names of its parameters.
 */

const MAX_LIST_ITEMS = 5;
const MAX_LENGTH = 300;
export const NO_CRITERIA = 'all records';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function primitiveText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) {
    const parts = value.map(valueText).filter(Boolean);
    if (parts.length > MAX_LIST_ITEMS) return `${parts.slice(0, MAX_LIST_ITEMS).join(', ')}, … (${parts.length} in all)`;
    return parts.join(', ');
  }
  if (isPlainObject(value)) return Object.values(value).map(valueText).filter(Boolean).join(' ');
  return primitiveText(value);
}

const capped = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text);

/** `form`: the words of the form the search came from, when there is one (useSearchForm). */
export function describeSearch(request: ResultsRequest, form?: FormWords): string {
  if (request.mainType === 'general') return `"${String(request.body.searchText ?? '')}"`;
  const parts = form ? form.criteria(request) : Object.values(request.body).map(valueText).filter(Boolean);
  return capped(parts.length > 0 ? parts.join('; ') : NO_CRITERIA);
}
