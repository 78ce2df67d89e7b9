import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../engine/chunkTimeout';

/** Old addresses with a route of their own (000 §2.2 and "Legacy URL redirection"); the rest reach the catch-all. */
export const LEGACY_PATHS = [
  '/index.jsp',
  '/download_files/*',
  '/tools/bulk/*',
  '/Blast/index.jsp',
  '/cgi-bin/patmatch/nph-patmatch.pl',
  '/submit/genefamily_submission.jsp',
] as const;

// The redirect code loads only when one of these routes is visited; an address it does not know shows page-not-found.
const legacyPage = () =>
  withChunkTimeout(() => Promise.all([import('./legacyRoute'), import('../PageNotFound')])).then(([route, page]) => ({
    loader: route.legacyLoader,
    Component: page.PageNotFound,
  }));

/** The legacy routes and the catch-all route, which redirects an old servlet address or shows page-not-found. */
export const legacyRoutes: RouteObject[] = [
  ...LEGACY_PATHS.map((path) => ({ path, lazy: legacyPage })),
  { path: '*', lazy: legacyPage },
];
