import type { ResultsRequest } from './resultsRequest';

/**
 * What was searched, in one line a reader can recognise: the empty state says it, and the first line of a
 * download names it. The parameters are the form's own (001 §3.1), so they are shown by their field names,
 * values only, rows as 'type method "input"'.
 */

const MAX_LIST_ITEMS = 5;
const MAX_LENGTH = 300;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function primitiveText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  // false means "not asked for" on the forms (001 §5 drops false values), so only true is worth naming.
  if (value === true) return 'yes';
  return '';
}

function rowText(row: Record<string, unknown>): string {
  const input = primitiveText(row.search_input);
  // A term row with a blank input is ignored by the search (the contract), so it is not part of what was searched.
  if ('search_input' in row && !input) return '';
  if (typeof row.search_type === 'string') {
    return [row.search_type, primitiveText(row.search_method), `"${input}"`].filter(Boolean).join(' ');
  }
  return Object.values(row).map(primitiveText).filter(Boolean).join(' ');
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) {
    const parts = value.map((item) => (isPlainObject(item) ? rowText(item) : primitiveText(item))).filter(Boolean);
    if (parts.length > MAX_LIST_ITEMS) return `${parts.slice(0, MAX_LIST_ITEMS).join(', ')}, … (${parts.length} in all)`;
    return parts.join(', ');
  }
  if (isPlainObject(value)) return rowText(value);
  return primitiveText(value);
}

export function describeSearch(request: ResultsRequest): string {
  if (request.mainType === 'general') return `"${String(request.body.searchText ?? '')}"`;
  const parts = Object.entries(request.body)
    .map(([field, value]) => [field, valueText(value)] as const)
    .filter(([, text]) => text !== '')
    .map(([field, text]) => `${field}: ${text}`);
  const text = parts.length > 0 ? parts.join('; ') : 'all records';
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
