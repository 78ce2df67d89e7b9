import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
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
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
