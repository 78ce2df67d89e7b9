import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, appQueryClient } from './AppProviders';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes(appQueryClient));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
