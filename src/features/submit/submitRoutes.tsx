import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../routing/lazyPage';
import { loginGuard } from '../../routing/routeGuards';
import { DETAIL_FORM, DETAIL_FORM_ROUTE_ID, INFO_PAGE, SYMBOL_FORM } from './registration/registrationRoutePaths';

// The routes of the submit overview and gene class symbol registration (001 §2.10, 000 §2.2); the two forms need a
// login, which the guard asks the server for (anyone else goes to /access-denied).
export function submitRoutes(client: QueryClient): RouteObject[] {
  return [
    { path: '/submit/overview', lazy: lazyPage(() => import('./overview/SubmitOverviewPage'), 'SubmitOverviewPage') },
    { path: INFO_PAGE, lazy: lazyPage(() => import('./registration/GeneClassSymbolInfoPage'), 'GeneClassSymbolInfoPage') },
    { path: SYMBOL_FORM, loader: loginGuard(client), lazy: lazyPage(() => import('./registration/SymbolFormPage'), 'SymbolFormPage') },
    {
      id: DETAIL_FORM_ROUTE_ID,
      path: DETAIL_FORM,
      loader: loginGuard(client),
      lazy: lazyPage(() => import('./registration/SymbolDetailFormPage'), 'SymbolDetailFormPage'),
    },
  ];
}
