import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';
import { curatorGuard } from './curatorGuard';
import { REVIEW_PATH } from './reviewPath';

/** The curators' review of gene class symbol submissions (000 §6), opened from the profile's curator tools. */
export function reviewRoutes(client: QueryClient): RouteObject[] {
  return [{ path: REVIEW_PATH, loader: curatorGuard(client), lazy: lazyPage(() => import('./SubmissionReviewPage'), 'SubmissionReviewPage') }];
}
