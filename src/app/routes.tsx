import type { RouteObject } from 'react-router';
import { recordPages } from '../../sections/pages';
import { lazyDetailRoutes } from '../engine/lazyDetailRoutes';
import { AppShell } from './AppShell';

const pageNotFound = () => import('./PageNotFound').then((module) => ({ Component: module.PageNotFound }));

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // Pages other than the detail pages load on demand, so a detail page carries none of their code.
      { path: '/', lazy: () => import('./StartPage').then((module) => ({ Component: module.StartPage })) },
      ...lazyDetailRoutes(recordPages),
      { path: '/community', lazy: () => import('./communityRoute').then((module) => ({ loader: module.communityLoader })) },
      { path: '/pagenotfound', lazy: pageNotFound },
      { path: '*', lazy: pageNotFound },
    ],
  },
];
