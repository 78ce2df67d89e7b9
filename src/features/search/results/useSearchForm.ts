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

export type SearchFormState = { status: 'loading' } | { status: 'ready'; config?: SearchFormConfig };

const loaded = new Map<ResultCategoryName, SearchFormConfig | undefined>();

/**
 * The config of the form a detail search came from, loaded on demand (the results page does not bundle the forms),
 * or none: a general search, or a category no form submits to (annotations, a transposon family).
 */
export function useSearchForm(request: ResultsRequest): SearchFormState {
  const { category, mainType } = request;
  const entry = mainType === 'detail' ? formEntryOf(category) : undefined;
  const [state, setState] = useState<{ category: ResultCategoryName; config?: SearchFormConfig } | undefined>(() =>
    loaded.has(category) ? { category, config: loaded.get(category) } : undefined,
  );
  useEffect(() => {
    if (!entry || loaded.has(category)) return;
    let current = true;
    entry.load().then(
      ({ searchForm }) => {
        const config = searchForm.results.category === category || entry.presets ? searchForm : undefined;
        loaded.set(category, config);
        if (current) setState({ category, ...(config ? { config } : {}) });
      },
      () => {
        if (current) setState({ category });
      },
    );
    return () => {
      current = false;
    };
  }, [entry, category]);
  if (!entry) return { status: 'ready' };
  const known = state?.category === category ? state : loaded.has(category) ? { config: loaded.get(category) } : undefined;
  if (!known) return { status: 'loading' };
  return known.config ? { status: 'ready', config: known.config } : { status: 'ready' };
}
