import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { SERVER_RENDERED_ATTRIBUTE } from '../../contracts/firstScreen/firstAnswers';
import { AppProviders, appQueryClient } from './AppProviders';
import { appRoutes } from './routes';
import { documentNavigationType, forgetPositionOfNewVisit } from './scroll/scrollPositions';

// Before the router reads the saved positions (in ScrollRestoration's first layout effect).
try {
  forgetPositionOfNewVisit(documentNavigationType(), window.location, window.sessionStorage);
} catch {
  // No sessionStorage (refused by the browser's settings): nothing was saved either.
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The route table of the app, with its guards reading the app's data cache. */
export const appRouteTable = (): RouteObject[] => appRoutes(appQueryClient);

/**
 * The app's router over `routes`; `loadedRouteIds` names the routes whose loaders the server has stood in for (the
 * page it rendered), so that hydration renders what the server did instead of loading again.
 */
export function createAppRouter(routes: RouteObject[], loadedRouteIds: string[] = []): AppRouter {
  if (loadedRouteIds.length === 0) return createBrowserRouter(routes);
  return createBrowserRouter(routes, { hydrationData: { loaderData: Object.fromEntries(loadedRouteIds.map((id) => [id, null])) } });
}

export function App({ router }: { router: AppRouter }) {
  // A page the server rendered is the app's from here on (its links and buttons work): #root says so.
  useEffect(() => document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
