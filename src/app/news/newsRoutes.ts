import type { RouteObject } from 'react-router';

// The news section (000 §2.10). Every page loads on demand, so no other page carries the section's code.
export const newsRoutes: RouteObject = {
  path: '/news',
  lazy: () => import('./NewsLayout').then((module) => ({ Component: module.NewsLayout })),
  children: [
    { index: true, lazy: () => import('./NewsOverviewPage').then((module) => ({ Component: module.NewsOverviewPage })) },
    { path: 'overview', lazy: () => import('./NewsOverviewPage').then((module) => ({ Component: module.NewsOverviewPage })) },
    { path: 'breaking-news', lazy: () => import('./NewsItemsPage').then((module) => ({ Component: module.BreakingNewsPage })) },
    { path: 'old-news', lazy: () => import('./NewsItemsPage').then((module) => ({ Component: module.OldNewsPage })) },
    { path: 'events', lazy: () => import('./EventsPage').then((module) => ({ Component: module.EventsPage })) },
    { path: 'jobs', lazy: () => import('./JobsPage').then((module) => ({ Component: module.JobsPage })) },
    { path: 'jobs/view', lazy: () => import('./JobPostingPage').then((module) => ({ Component: module.JobPostingPage })) },
  ],
};
