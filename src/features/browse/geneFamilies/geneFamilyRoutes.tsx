import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../../engine/chunkTimeout';

// The routes of the gene families list and each family's page (002 §2.1); each loads on demand.
export const geneFamilyRoutes: RouteObject[] = [
  {
    path: '/browse/gene_family',
    lazy: () => withChunkTimeout(() => import('./GeneFamiliesPage')).then((module) => ({ Component: module.GeneFamiliesPage })),
  },
  {
    path: '/browse/gene_family/:familyKey',
    lazy: () => withChunkTimeout(() => import('./GeneFamilyPage')).then((module) => ({ Component: module.GeneFamilyRoute })),
  },
];
