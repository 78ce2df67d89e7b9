import type { RouteObject } from 'react-router';

// The routes of the downloads area (001 §2.5).
export const downloadRoutes: RouteObject[] = [];
