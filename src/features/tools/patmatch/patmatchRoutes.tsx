import type { RouteObject } from 'react-router';

// The routes of pattern matching (001 §2.7).
export const patmatchRoutes: RouteObject[] = [];
