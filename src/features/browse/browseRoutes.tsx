import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../routing/lazyPage';

// The routes of the browse overview, recently added literature, transposon families and gene class symbols (002 §2.1).
export const browseRoutes: RouteObject[] = [
  { path: '/browse', element: <Navigate to="/browse/overview" replace /> },
  { path: '/browse/overview', lazy: lazyPage(() => import('./overview/BrowseOverviewPage'), 'BrowseOverviewPage') },
  { path: '/browse/recent_literature', lazy: lazyPage(() => import('./recentLiterature/RecentLiteraturePage'), 'RecentLiteraturePage') },
  { path: '/browse/transposon_families', lazy: lazyPage(() => import('./transposonFamilies/TransposonFamiliesPage'), 'TransposonFamiliesPage') },
  { path: '/browse/gene_symbols', lazy: lazyPage(() => import('./geneSymbols/GeneSymbolsPage'), 'GeneSymbolsPage') },
];
