import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { recordPages } from '../../sections/pages';
import { withChunkTimeout } from '../engine/chunkTimeout';
import { lazyDetailRoutes } from '../engine/lazyDetailRoutes';
import { AppShell } from './AppShell';
import { PageLoadingLine } from './shell/NavigationProgress';
import { lazyPage } from '../routing/lazyPage';
import { RouteError } from './errors/RouteError';
import { detailAccessGuard, editOrganizationGuard, editPersonGuard } from '../routing/routeGuards';
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
import { genomeBrowserRoutes } from '../features/genome-browser/genomeBrowserRoutes';

const authStep = (name: 'authLoginStep' | 'authLogoutStep', client: QueryClient) => () =>
  withChunkTimeout(() => import('../features/account/authSteps')).then((module) => ({ loader: module[name](client) }));

const pageNotFound = lazyPage(() => import('./PageNotFound'), 'PageNotFound');

/** The route table of 000 §2.2, with its guards reading who is looking from the app's data cache. */
export function appRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      element: <AppShell />,
      // The first page's code is still loading: a progress line, not a white window.
      hydrateFallbackElement: <PageLoadingLine />,
      children: [
        {
          // A page that fails to load shows the error screen inside the shell.
          errorElement: <RouteError />,
          children: [
            { path: '/', lazy: lazyPage(() => import('../features/home/HomePage'), 'HomePage') },
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
            ...genomeBrowserRoutes,
            ...reviewRoutes(client),
            ...lazyDetailRoutes(recordPages, { client, guard: detailAccessGuard(client) }),
            { path: '/community', lazy: () => withChunkTimeout(() => import('./communityRoute')).then((module) => ({ loader: module.communityLoader })) },
            { path: '/help', lazy: lazyPage(() => import('../features/info/HelpPage'), 'HelpPage') },
            { path: '/contact', lazy: lazyPage(() => import('../features/info/ContactPage'), 'ContactPage') },
            { path: '/about/overview', lazy: lazyPage(() => import('../features/info/AboutOverviewPage'), 'AboutOverviewPage') },
            { path: '/portals/overview', lazy: lazyPage(() => import('../features/info/PortalsOverviewPage'), 'PortalsOverviewPage') },
            { path: '/profile', lazy: lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage') },
            { path: '/login', lazy: lazyPage(() => import('../features/account/LoginPage'), 'LoginPage') },
            { path: '/linktoorcid', lazy: lazyPage(() => import('../features/account/OrcidLinkPage'), 'OrcidLinkPage') },
            // The two auth steps only load the profile (or end the login) and reload the app elsewhere.
            { path: '/auth/login', lazy: authStep('authLoginStep', client) },
            { path: '/auth/logout', lazy: authStep('authLogoutStep', client) },
            { path: '/register', lazy: lazyPage(() => import('../features/account/register/RegisterPage'), 'RegisterPage') },
            {
              path: '/edit/person',
              loader: editPersonGuard(client),
              lazy: lazyPage(() => import('../features/account/edit/EditPersonPage'), 'EditPersonPage'),
            },
            {
              path: '/edit/organization',
              loader: editOrganizationGuard(client),
              lazy: lazyPage(() => import('../features/account/edit/EditOrganizationPage'), 'EditOrganizationPage'),
            },
            { path: '/access-denied', lazy: lazyPage(() => import('./errors/AccessDenied'), 'AccessDenied') },
            { path: '/permission-denied', lazy: lazyPage(() => import('./errors/PermissionDenied'), 'PermissionDenied') },
            { path: '/pagenotfound', lazy: pageNotFound },
            // Old site addresses, then the catch-all: an unknown address of the older site redirects, anything else is not found.
            ...legacyRoutes,
          ],
        },
      ],
    },
  ];
}
