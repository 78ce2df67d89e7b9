import type { RouteObject } from 'react-router';
import { lazyPage } from '../../routing/lazyPage';

// The routes of the downloads area (001 §2.5). Each page loads on demand, so no other page carries its code.
export const downloadRoutes: RouteObject[] = [
  { path: '/download/overview', lazy: lazyPage(() => import('./DownloadOverviewPage'), 'DownloadOverviewPage') },
  { path: '/download/list', lazy: lazyPage(() => import('./DownloadListPage'), 'DownloadListPage') },
  { path: '/download/file', lazy: lazyPage(() => import('./DownloadFilePage'), 'DownloadFilePage') },
];
