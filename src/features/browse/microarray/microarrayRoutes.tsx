import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';

// The routes of the microarray experiments list and each experiment's page (002 §2.1); each loads on demand.
export const microarrayRoutes: RouteObject[] = [
  { path: '/browse/microarray_experiments', lazy: lazyPage(() => import('./MicroarrayExperimentsPage'), 'MicroarrayExperimentsPage') },
  { path: '/browse/microarray_experiments/:name', lazy: lazyPage(() => import('./MicroarrayExperimentPage'), 'MicroarrayExperimentRoute') },
];
