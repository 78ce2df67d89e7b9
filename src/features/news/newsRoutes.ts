import type { RouteObject } from 'react-router';
import { lazyPage } from '../../routing/lazyPage';

const overviewPage = lazyPage(() => import('./NewsOverviewPage'), 'NewsOverviewPage');

// The news section (000 §2.10). Every page loads on demand, so no other page carries the section's code.
export const newsRoutes: RouteObject = {
  path: '/news',
  lazy: lazyPage(() => import('./NewsLayout'), 'NewsLayout'),
  children: [
    { index: true, lazy: overviewPage },
    { path: 'overview', lazy: overviewPage },
    { path: 'breaking-news', lazy: lazyPage(() => import('./NewsItemsPage'), 'BreakingNewsPage') },
    { path: 'old-news', lazy: lazyPage(() => import('./NewsItemsPage'), 'OldNewsPage') },
    { path: 'events', lazy: lazyPage(() => import('./EventsPage'), 'EventsPage') },
    { path: 'jobs', lazy: lazyPage(() => import('./JobsPage'), 'JobsPage') },
    { path: 'jobs/view', lazy: lazyPage(() => import('./JobPostingPage'), 'JobPostingPage') },
  ],
};
