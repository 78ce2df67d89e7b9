import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../../engine/chunkTimeout';

// The routes of the microarray experiments list and each experiment's page (002 §2.1); each loads on demand.
export const microarrayRoutes: RouteObject[] = [
  {
    path: '/browse/microarray_experiments',
    lazy: () => withChunkTimeout(() => import('./MicroarrayExperimentsPage')).then((module) => ({ Component: module.MicroarrayExperimentsPage })),
  },
  {
    path: '/browse/microarray_experiments/:name',
    lazy: () => withChunkTimeout(() => import('./MicroarrayExperimentPage')).then((module) => ({ Component: module.MicroarrayExperimentRoute })),
  },
];
