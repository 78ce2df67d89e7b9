import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';
import { geneFamiliesCall, geneFamilyCall, startBrowseGet, startingGet } from '../browseEarlyCalls';

// The routes of the gene families list and each family's page (002 §2.1); each loads on demand. Each page's call
// starts beside its code (a family's from the loader, which knows the key), so the page waits for the slower of the
// two rather than for both in turn.
export const geneFamilyRoutes: RouteObject[] = [
  {
    path: '/browse/gene_family',
    lazy: () => {
      startBrowseGet(geneFamiliesCall.path, geneFamiliesCall.params);
      return lazyPage(() => import('./GeneFamiliesPage'), 'GeneFamiliesPage')();
    },
  },
  {
    path: '/browse/gene_family/:familyKey',
    loader: startingGet((params) => geneFamilyCall(params.familyKey ?? '')),
    lazy: lazyPage(() => import('./GeneFamilyPage'), 'GeneFamilyRoute'),
  },
];
