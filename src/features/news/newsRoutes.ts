import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../engine/chunkTimeout';

// The news section (000 §2.10). Every page loads on demand, so no other page carries the section's code.
export const newsRoutes: RouteObject = {
  path: '/news',
  lazy: () => withChunkTimeout(() => import('./NewsLayout')).then((module) => ({ Component: module.NewsLayout })),
  children: [
    { index: true, lazy: () => withChunkTimeout(() => import('./NewsOverviewPage')).then((module) => ({ Component: module.NewsOverviewPage })) },
    { path: 'overview', lazy: () => withChunkTimeout(() => import('./NewsOverviewPage')).then((module) => ({ Component: module.NewsOverviewPage })) },
    { path: 'breaking-news', lazy: () => withChunkTimeout(() => import('./NewsItemsPage')).then((module) => ({ Component: module.BreakingNewsPage })) },
    { path: 'old-news', lazy: () => withChunkTimeout(() => import('./NewsItemsPage')).then((module) => ({ Component: module.OldNewsPage })) },
    { path: 'events', lazy: () => withChunkTimeout(() => import('./EventsPage')).then((module) => ({ Component: module.EventsPage })) },
    { path: 'jobs', lazy: () => withChunkTimeout(() => import('./JobsPage')).then((module) => ({ Component: module.JobsPage })) },
    { path: 'jobs/view', lazy: () => withChunkTimeout(() => import('./JobPostingPage')).then((module) => ({ Component: module.JobPostingPage })) },
  ],
};
