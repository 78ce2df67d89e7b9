// Where a summary item's value comes from (config/summaryFormat.ts): a record path, a named derivation or the record
// itself, then, of a list, the elements a filter keeps and the first or the rest of them.
import type { SummaryElementFilter, SummaryValueItem } from '../config/summaryFormat';
import { loadedDerivation } from '../derivations/loading';
import { getByPath, isEmptyValue } from '../paths';

type Source = Pick<SummaryValueItem, 'path' | 'derive' | 'where' | 'pick'>;

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

function meetsFilter(filter: SummaryElementFilter, element: unknown, record: unknown): boolean {
  const value = getByPath(element, filter.path);
  let holds: boolean;
  if (filter.equals !== undefined) holds = value === filter.equals;
  else if (filter.sameAs) {
    const wanted = asText(getByPath(record, filter.sameAs)).toLowerCase();
    holds = wanted !== '' && asText(value).toLowerCase() === wanted;
  } else holds = !isEmptyValue(value);
  return filter.not ? !holds : holds;
}

/** The elements a source names: a list's elements, one value as a list of one, nothing as none. */
export function readSource(source: Source, record: unknown): unknown[] {
  const value = source.derive ? loadedDerivation(source.derive)(record) : source.path ? getByPath(record, source.path) : record;
  let elements = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const { where, pick } = source;
  if (where) elements = elements.filter((element) => meetsFilter(where, element, record));
  if (pick === 'first') elements = elements.slice(0, 1);
  if (pick === 'rest') elements = elements.slice(1);
  return elements;
}

