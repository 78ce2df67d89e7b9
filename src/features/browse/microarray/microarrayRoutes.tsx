import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';
import { microarrayExperimentCall, startingGet } from '../browseEarlyCalls';

// The routes of the microarray experiments list and each experiment's page (002 §2.1); each loads on demand. An
// experiment's call starts from the loader, beside the page's code (browseEarlyCalls.ts).
export const microarrayRoutes: RouteObject[] = [
  { path: '/browse/microarray_experiments', lazy: lazyPage(() => import('./MicroarrayExperimentsPage'), 'MicroarrayExperimentsPage') },
  {
    path: '/browse/microarray_experiments/:name',
    loader: startingGet((params) => microarrayExperimentCall(params.name ?? '')),
    lazy: lazyPage(() => import('./MicroarrayExperimentPage'), 'MicroarrayExperimentRoute'),
  },
];
