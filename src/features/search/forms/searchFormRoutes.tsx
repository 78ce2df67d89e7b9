import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';
import { withChunkTimeout } from '../../../engine/chunkTimeout';
import { searchFormEntries, type SearchFormEntry } from './formRegistry';

const NO_PRESETS: Readonly<Record<string, string>> = {};

/** A form's route: the engine and the config load together, on the first visit. */
const formRoute = (entry: SearchFormEntry): RouteObject => ({
  path: `/search/${entry.path}`,
  lazy: () =>
    withChunkTimeout(() => Promise.all([import('./engine/SearchFormPage'), entry.load()])).then(([{ SearchFormPage }, { searchForm }]) => ({
      Component: () => <SearchFormPage config={searchForm} presets={entry.presets ?? NO_PRESETS} />,
    })),
});

/** 001 §2.2: the Search overview and one route per advanced search form. */
export const searchFormRoutes: RouteObject[] = [
  { path: '/search/overview', lazy: lazyPage(() => import('./overview/SearchOverviewPage'), 'SearchOverviewPage') },
  ...searchFormEntries.map(formRoute),
];
