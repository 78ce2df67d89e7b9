import { useEffect, useState } from 'react';
import type { FormWords } from './formWords';
import { searchFormEntries } from '../forms/formRegistry';
import { resultCategories, type ResultCategoryName } from './resultCategories';
import type { ResultsRequest } from './resultsRequest';

/** The form a category's detail searches are made on: the one its New Search opens (a preset route names its form). */
function formEntryOf(category: ResultCategoryName) {
  const path = resultCategories[category].newSearchPath?.replace(/^\/search\//, '');
  return searchFormEntries.find((entry) => entry.path === path);
}

const loads = new Map<ResultCategoryName, Promise<FormWords | undefined>>();
const loaded = new Map<ResultCategoryName, FormWords | undefined>();

/**
 * The words of the form a detail search came from, loaded on demand with its config (the results page bundles
 * neither the forms nor their describer), or none: a general search, or a category no form submits to (annotations,
 * a transposon family).
 */
export function searchFormOf({ mainType, category }: Pick<ResultsRequest, 'mainType' | 'category'>): Promise<FormWords | undefined> {
  const entry = mainType === 'detail' ? formEntryOf(category) : undefined;
  if (!entry) return Promise.resolve(undefined);
  let load = loads.get(category);
  if (!load) {
    load = Promise.all([entry.load(), import('./formWords')]).then(
      ([{ searchForm }, { formWords }]) => (searchForm.results.category === category || entry.presets ? formWords(searchForm) : undefined),
      () => undefined,
    );
    void load.then((config) => loaded.set(category, config));
    loads.set(category, load);
  }
  return load;
}

export type SearchFormState = { status: 'loading' } | { status: 'ready'; words?: FormWords };

/** searchFormOf as the page renders it: loading until the form's words are there. */
export function useSearchForm(request: ResultsRequest): SearchFormState {
  const { mainType, category } = request;
  const known = mainType === 'general' || !formEntryOf(category) || loaded.has(category);
  const [, setSettled] = useState<ResultCategoryName>();
  useEffect(() => {
    if (known) return;
    let current = true;
    void searchFormOf({ mainType, category }).then(() => {
      if (current) setSettled(category);
    });
    return () => {
      current = false;
    };
  }, [known, mainType, category]);
  if (!known) return { status: 'loading' };
  const words = mainType === 'detail' ? loaded.get(category) : undefined;
  return words ? { status: 'ready', words } : { status: 'ready' };
}
