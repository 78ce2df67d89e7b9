import type { RouteObject } from 'react-router';

// The routes of bulk sequence retrieval (001 §2.8).
export const bulkRoutes: RouteObject[] = [];
