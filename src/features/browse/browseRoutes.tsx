import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../routing/lazyPage';
import { browseCalls, startBrowseSearch } from './browseEarlyCalls';

/** A list page whose call starts beside its code, so the rows wait for the slower of the two, not for both in turn. */
const withEarlyCall =
  (call: { endpoint: string; body: Record<string, unknown> }, load: ReturnType<typeof lazyPage>): ReturnType<typeof lazyPage> =>
  () => {
    startBrowseSearch(call.endpoint, call.body);
    return load();
  };

// The routes of the browse overview, recently added literature, transposon families and gene class symbols (002 §2.1).
export const browseRoutes: RouteObject[] = [
  { path: '/browse', element: <Navigate to="/browse/overview" replace /> },
  { path: '/browse/overview', lazy: lazyPage(() => import('./overview/BrowseOverviewPage'), 'BrowseOverviewPage') },
  { path: '/browse/recent_literature', lazy: lazyPage(() => import('./recentLiterature/RecentLiteraturePage'), 'RecentLiteraturePage') },
  {
    path: '/browse/transposon_families',
    lazy: withEarlyCall(browseCalls.transposonFamilies, lazyPage(() => import('./transposonFamilies/TransposonFamiliesPage'), 'TransposonFamiliesPage')),
  },
  { path: '/browse/gene_symbols', lazy: withEarlyCall(browseCalls.geneSymbols, lazyPage(() => import('./geneSymbols/GeneSymbolsPage'), 'GeneSymbolsPage')) },
];
