import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../engine/chunkTimeout';

// The routes of the downloads area (001 §2.5). Each page loads on demand, so no other page carries its code.
export const downloadRoutes: RouteObject[] = [
  {
    path: '/download/overview',
    lazy: () => withChunkTimeout(() => import('./DownloadOverviewPage')).then((module) => ({ Component: module.DownloadOverviewPage })),
  },
  {
    path: '/download/list',
    lazy: () => withChunkTimeout(() => import('./DownloadListPage')).then((module) => ({ Component: module.DownloadListPage })),
  },
  {
    path: '/download/file',
    lazy: () => withChunkTimeout(() => import('./DownloadFilePage')).then((module) => ({ Component: module.DownloadFilePage })),
  },
];
