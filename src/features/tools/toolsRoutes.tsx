import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../engine/chunkTimeout';

// The tools overview and BLAST (001 §2.6, 000 §2.1). Each page loads on demand. The menu links /tools/blast/ with a
// trailing slash; the router matches both spellings.
export const toolsRoutes: RouteObject[] = [
  {
    path: '/tools/overview',
    lazy: () => withChunkTimeout(() => import('./overview/ToolsOverviewPage')).then((module) => ({ Component: module.ToolsOverviewPage })),
  },
  {
    path: '/tools/blast',
    lazy: () => withChunkTimeout(() => import('./blast/BlastPage')).then((module) => ({ Component: module.BlastPage })),
  },
];
