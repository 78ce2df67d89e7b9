import type { RouteObject } from 'react-router';

// The routes of the browse overview, recently added literature, transposon families and gene class symbols (002 §2.1).
export const browseRoutes: RouteObject[] = [];
