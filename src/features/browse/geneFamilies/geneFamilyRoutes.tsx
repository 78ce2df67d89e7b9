import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';

// The routes of the gene families list and each family's page (002 §2.1); each loads on demand.
export const geneFamilyRoutes: RouteObject[] = [
  { path: '/browse/gene_family', lazy: lazyPage(() => import('./GeneFamiliesPage'), 'GeneFamiliesPage') },
  { path: '/browse/gene_family/:familyKey', lazy: lazyPage(() => import('./GeneFamilyPage'), 'GeneFamilyRoute') },
];
