import type { RouteObject } from 'react-router';

// The routes of the microarray experiments list and each experiment's page (002 §2.1).
export const microarrayRoutes: RouteObject[] = [];
