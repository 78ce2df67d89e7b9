import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, appQueryClient } from './AppProviders';
import { appRoutes } from './routes';
import { documentNavigationType, forgetPositionOfNewVisit } from './scroll/scrollPositions';

// Before the router reads the saved positions (in ScrollRestoration's first layout effect).
try {
  forgetPositionOfNewVisit(documentNavigationType(), window.location, window.sessionStorage);
} catch {
  // No sessionStorage (refused by the browser's settings): nothing was saved either.
}

const router = createBrowserRouter(appRoutes(appQueryClient));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
