import type { RouteObject } from 'react-router';
import { lazyPage } from '../../routing/lazyPage';

// The portal's full-screen genome browser; its code (and JBrowse's) loads on the first visit only.
export const genomeBrowserRoutes: RouteObject[] = [
  { path: '/genome-browser', lazy: lazyPage(() => import('./GenomeBrowserPage'), 'GenomeBrowserPage') },
];
