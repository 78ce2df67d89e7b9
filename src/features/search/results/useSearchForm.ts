import { useEffect, useState } from 'react';
import type { SearchFormConfig } from '../forms/formConfig';
import { searchFormEntries } from '../forms/formRegistry';
import { resultCategories, type ResultCategoryName } from './resultCategories';
import type { ResultsRequest } from './resultsRequest';

/** The form a category's detail searches are made on: the one its New Search opens (a preset route names its form). */
function formEntryOf(category: ResultCategoryName) {
  const path = resultCategories[category].newSearchPath?.replace(/^\/search\//, '');
  return searchFormEntries.find((entry) => entry.path === path);
}

const loads = new Map<ResultCategoryName, Promise<SearchFormConfig | undefined>>();
const loaded = new Map<ResultCategoryName, SearchFormConfig | undefined>();

/**
 * The config of the form a detail search came from, loaded on demand (the results page does not bundle the forms),
 * or none: a general search, or a category no form submits to (annotations, a transposon family).
 */
export function searchFormOf({ mainType, category }: ResultsRequest): Promise<SearchFormConfig | undefined> {
  const entry = mainType === 'detail' ? formEntryOf(category) : undefined;
  if (!entry) return Promise.resolve(undefined);
  let load = loads.get(category);
  if (!load) {
    load = entry.load().then(
      ({ searchForm }) => (searchForm.results.category === category || entry.presets ? searchForm : undefined),
      () => undefined,
    );
    void load.then((config) => loaded.set(category, config));
    loads.set(category, load);
  }
  return load;
}

export type SearchFormState = { status: 'loading' } | { status: 'ready'; config?: SearchFormConfig };

/** searchFormOf as the page renders it: loading until the config is there. */
export function useSearchForm(request: ResultsRequest): SearchFormState {
  const { mainType, category } = request;
  const known = mainType === 'general' || !formEntryOf(category) || loaded.has(category);
  const [, setSettled] = useState<ResultCategoryName>();
  useEffect(() => {
    if (known) return;
    let current = true;
    void searchFormOf({ mainType, category } as ResultsRequest).then(() => {
      if (current) setSettled(category);
    });
    return () => {
      current = false;
    };
  }, [known, mainType, category]);
  if (!known) return { status: 'loading' };
  const config = mainType === 'detail' ? loaded.get(category) : undefined;
  return config ? { status: 'ready', config } : { status: 'ready' };
}
