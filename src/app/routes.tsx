import type { RouteObject } from 'react-router';
import { recordTypes } from '../../sections';
import { recordSchemas } from '../../schemas';
import { detailRoutes } from '../engine/detailRoutes';
import { AppShell } from './AppShell';
import { PageNotFound } from './PageNotFound';
import { StartPage } from './StartPage';

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <StartPage /> },
      ...detailRoutes(recordTypes, recordSchemas),
      { path: '/pagenotfound', element: <PageNotFound /> },
      { path: '*', element: <PageNotFound /> },
    ],
  },
];
