import type { RouteObject } from 'react-router';
import { lazyPage } from '../../routing/lazyPage';
import { sequencesRoute } from './sequences/sequencesRoute';

// Search results (001 §2.3) and the FASTA viewer their sequence action opens (001 §2.9). Each page loads on
// demand, so no other page carries its code (the results table included).
export const searchRoutes: RouteObject[] = [{ path: '/results', lazy: lazyPage(() => import('./results/ResultsPage'), 'ResultsPage') }, sequencesRoute];
