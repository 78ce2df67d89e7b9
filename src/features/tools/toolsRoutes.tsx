import type { RouteObject } from 'react-router';

// The routes of the tools overview and BLAST (001 §2.6).
export const toolsRoutes: RouteObject[] = [];
