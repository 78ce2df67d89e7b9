import { Navigate, type RouteObject } from 'react-router';
import { withChunkTimeout } from '../../engine/chunkTimeout';

type PageModule = Record<string, unknown>;

/** A page loaded on demand, so no other route carries its code. */
const page =
  <M extends PageModule>(load: () => Promise<M>, name: keyof M & string) =>
  () =>
    withChunkTimeout(load).then((module) => ({ Component: module[name] as React.ComponentType }));

// The routes of the browse overview, recently added literature, transposon families and gene class symbols (002 §2.1).
export const browseRoutes: RouteObject[] = [
  { path: '/browse', element: <Navigate to="/browse/overview" replace /> },
  { path: '/browse/overview', lazy: page(() => import('./overview/BrowseOverviewPage'), 'BrowseOverviewPage') },
  { path: '/browse/recent_literature', lazy: page(() => import('./recentLiterature/RecentLiteraturePage'), 'RecentLiteraturePage') },
  { path: '/browse/transposon_families', lazy: page(() => import('./transposonFamilies/TransposonFamiliesPage'), 'TransposonFamiliesPage') },
  { path: '/browse/gene_symbols', lazy: page(() => import('./geneSymbols/GeneSymbolsPage'), 'GeneSymbolsPage') },
];
