import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';

const bulkPage = lazyPage(() => import('./BulkRetrievalPage'), 'BulkRetrievalPage');

// 001 §2.8: bulk sequence retrieval, with the ids in the address (comma-separated) or none to paste them in.
export const bulkRoutes: RouteObject[] = [
  { path: '/type_sequences/:ids', lazy: bulkPage },
  { path: '/type_sequences', lazy: bulkPage },
];
