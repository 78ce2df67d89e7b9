import type { ResultsSearch } from './config/format';
import { fillText, templatePaths } from './templates';

/** The search payload with its templates filled from the record; undefined when a placeholder came out empty. */
export type SearchParams = Record<string, string | Record<string, string>[]>;

function fillTemplate(template: string, record: unknown): string | undefined {
  const text = fillText(template, { item: record, record });
  const reads = templatePaths(template);
  const hasPlaceholder = reads.item.length + reads.record.length > 0;
  // An empty name would turn 'the germplasms of this locus' into 'every germplasm': no link rather than that.
  return hasPlaceholder && text.trim() === '' ? undefined : text;
}

/** Fills every template in the parameters; a row list keeps its order. */
export function fillSearchParams(params: ResultsSearch['params'], record: unknown): SearchParams | undefined {
  const filled: SearchParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') {
      const text = fillTemplate(value, record);
      if (text === undefined) return undefined;
      filled[name] = text;
      continue;
    }
    const rows: Record<string, string>[] = [];
    for (const row of value) {
      const filledRow: Record<string, string> = {};
      for (const [key, template] of Object.entries(row)) {
        const text = fillTemplate(template, record);
        if (text === undefined) return undefined;
        filledRow[key] = text;
      }
      rows.push(filledRow);
    }
    filled[name] = rows;
  }
  return filled;
}

/** Every template the parameters hold, for the config checker. */
export function searchParamTemplates(params: ResultsSearch['params']): string[] {
  return Object.values(params).flatMap((value) => (typeof value === 'string' ? [value] : value.flatMap((row) => Object.values(row))));
}

const resultsPage = (category: string, query: string) => `/results?mainType=detail&category=${encodeURIComponent(category)}&${query}`;

/** The results address carrying the parameters in the address itself (search_params, URL-encoded JSON). */
export function resultsAddress(search: ResultsSearch, record: unknown): string | undefined {
  const params = fillSearchParams(search.params, record);
  return params && resultsPage(search.category, `search_params=${encodeURIComponent(JSON.stringify(params))}`);
}

/** 002 §5: parameters handed over in local storage live under searchParams_ plus a timestamp. */
export const storedSearchKey = (now: number = Date.now()) => `searchParams_${now}`;

/**
 * Stores the parameters under `key` and returns the results address that reads them back (key=). Storage that is
 * full or disabled (private mode) still gives the address: the results page then says it has no search to run.
 */
export function storeResultsSearch(search: ResultsSearch, record: unknown, key: string, storage: Storage = window.localStorage): string | undefined {
  const params = fillSearchParams(search.params, record);
  if (!params) return undefined;
  try {
    storage.setItem(key, JSON.stringify(params));
  } catch {
    // See above: the address is still the right one to open.
  }
  return resultsPage(search.category, `key=${encodeURIComponent(key)}`);
}

/** Where a results search leads: in the address, or (store) in local storage under `key` once the reader follows it. */
export function resultsTarget(search: ResultsSearch, record: unknown, key: string): string | undefined {
  if (!fillSearchParams(search.params, record)) return undefined;
  return search.store ? resultsPage(search.category, `key=${encodeURIComponent(key)}`) : resultsAddress(search, record);
}
