import type { RouteObject } from 'react-router';
import { recordPages } from '../../sections/pages';
import { lazyDetailRoutes } from '../engine/lazyDetailRoutes';
import { AppShell } from './AppShell';
import { legacyRoutes } from './legacy/legacyRoutes';
import { newsRoutes } from './news/newsRoutes';

const pageNotFound = () => import('./PageNotFound').then((module) => ({ Component: module.PageNotFound }));

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // Pages other than the detail pages load on demand, so a detail page carries none of their code.
      { path: '/', lazy: () => import('./home/HomePage').then((module) => ({ Component: module.HomePage })) },
      newsRoutes,
      ...lazyDetailRoutes(recordPages),
      { path: '/community', lazy: () => import('./communityRoute').then((module) => ({ loader: module.communityLoader })) },
      { path: '/pagenotfound', lazy: pageNotFound },
      // Old site addresses, then the catch-all: an unknown address of the older site redirects, anything else is not found.
      ...legacyRoutes,
    ],
  },
];
