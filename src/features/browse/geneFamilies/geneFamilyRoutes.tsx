import type { RouteObject } from 'react-router';

// The routes of the gene families list and each family's page (002 §2.1).
export const geneFamilyRoutes: RouteObject[] = [];
