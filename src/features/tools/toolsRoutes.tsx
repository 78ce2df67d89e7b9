import type { RouteObject } from 'react-router';
import { lazyPage } from '../../routing/lazyPage';

// The tools overview and BLAST (001 §2.6, 000 §2.1). Each page loads on demand. The menu links /tools/blast/ with a
// trailing slash; the router matches both spellings.
export const toolsRoutes: RouteObject[] = [
  { path: '/tools/overview', lazy: lazyPage(() => import('./overview/ToolsOverviewPage'), 'ToolsOverviewPage') },
  { path: '/tools/blast', lazy: lazyPage(() => import('./blast/BlastPage'), 'BlastPage') },
];
