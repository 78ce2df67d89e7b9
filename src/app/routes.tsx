import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordPages } from '../../sections/pages';
import { withChunkTimeout } from '../engine/chunkTimeout';
import { lazyDetailRoutes } from '../engine/lazyDetailRoutes';
import { AppShell } from './AppShell';
import { RouteError } from './errors/RouteError';
import { detailAccessGuard, editOrganizationGuard, editPersonGuard } from './guards/routeGuards';
import { legacyRoutes } from './legacy/legacyRoutes';
import { newsRoutes } from '../features/news/newsRoutes';
import { searchRoutes } from '../features/search/searchRoutes';
import { searchFormRoutes } from '../features/search/forms/searchFormRoutes';
import { downloadRoutes } from '../features/download/downloadRoutes';
import { toolsRoutes } from '../features/tools/toolsRoutes';
import { patmatchRoutes } from '../features/tools/patmatch/patmatchRoutes';
import { bulkRoutes } from '../features/tools/bulk/bulkRoutes';
import { submitRoutes } from '../features/submit/submitRoutes';
import { browseRoutes } from '../features/browse/browseRoutes';
import { geneFamilyRoutes } from '../features/browse/geneFamilies/geneFamilyRoutes';
import { microarrayRoutes } from '../features/browse/microarray/microarrayRoutes';
import { reviewRoutes } from '../features/submit/review/reviewRoutes';

type PageModule = Record<string, unknown>;

/** A route's page, loaded on demand (so no page carries another's code) within the 120-second limit. */
const page =
  <M extends PageModule>(load: () => Promise<M>, name: keyof M & string) =>
  () =>
    withChunkTimeout(load).then((module) => ({ Component: module[name] as React.ComponentType }));

const authStep = (name: 'authLoginStep' | 'authLogoutStep', client: QueryClient) => () =>
  withChunkTimeout(() => import('../features/account/authSteps')).then((module) => ({ loader: module[name](client) }));

const pageNotFound = page(() => import('./PageNotFound'), 'PageNotFound');

/** The route table of 000 §2.2, with its guards reading who is looking from the app's data cache. */
export function appRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        {
          // A page that fails to load shows the error screen inside the shell.
          errorElement: <RouteError />,
          children: [
            { path: '/', lazy: page(() => import('../features/home/HomePage'), 'HomePage') },
            newsRoutes,
            ...searchRoutes,
            ...searchFormRoutes,
            ...downloadRoutes,
            ...toolsRoutes,
            ...patmatchRoutes,
            ...bulkRoutes,
            ...submitRoutes(client),
            ...browseRoutes,
            ...geneFamilyRoutes,
            ...microarrayRoutes,
            ...reviewRoutes(client),
            ...lazyDetailRoutes(recordPages).map((route) => ({ ...route, loader: detailAccessGuard(client) })),
            { path: '/community', lazy: () => withChunkTimeout(() => import('./communityRoute')).then((module) => ({ loader: module.communityLoader })) },
            { path: '/help', lazy: page(() => import('../features/info/HelpPage'), 'HelpPage') },
            { path: '/contact', lazy: page(() => import('../features/info/ContactPage'), 'ContactPage') },
            { path: '/about/overview', lazy: page(() => import('../features/info/AboutOverviewPage'), 'AboutOverviewPage') },
            { path: '/portals/overview', lazy: page(() => import('../features/info/PortalsOverviewPage'), 'PortalsOverviewPage') },
            { path: '/profile', lazy: page(() => import('../features/profile/ProfilePage'), 'ProfilePage') },
            { path: '/login', lazy: page(() => import('../features/account/LoginPage'), 'LoginPage') },
            { path: '/linktoorcid', lazy: page(() => import('../features/account/OrcidLinkPage'), 'OrcidLinkPage') },
            // The two auth steps only load the profile (or end the login) and reload the app elsewhere.
            { path: '/auth/login', lazy: authStep('authLoginStep', client) },
            { path: '/auth/logout', lazy: authStep('authLogoutStep', client) },
            { path: '/register', lazy: page(() => import('../features/account/register/RegisterPage'), 'RegisterPage') },
            {
              path: '/edit/person',
              loader: editPersonGuard(client),
              lazy: page(() => import('../features/account/edit/EditPersonPage'), 'EditPersonPage'),
            },
            {
              path: '/edit/organization',
              loader: editOrganizationGuard(client),
              lazy: page(() => import('../features/account/edit/EditOrganizationPage'), 'EditOrganizationPage'),
            },
            { path: '/access-denied', lazy: page(() => import('./errors/AccessDenied'), 'AccessDenied') },
            { path: '/permission-denied', lazy: page(() => import('./errors/PermissionDenied'), 'PermissionDenied') },
            { path: '/pagenotfound', lazy: pageNotFound },
            // Old site addresses, then the catch-all: an unknown address of the older site redirects, anything else is not found.
            ...legacyRoutes,
          ],
        },
      ],
    },
  ];
}
