import type { RouteObject } from 'react-router';
import { withChunkTimeout } from '../../../engine/chunkTimeout';

const bulkPage = () =>
  withChunkTimeout(() => import('./BulkRetrievalPage')).then((module) => ({ Component: module.BulkRetrievalPage }));

// 001 §2.8: bulk sequence retrieval, with the ids in the address (comma-separated) or none to paste them in.
export const bulkRoutes: RouteObject[] = [
  { path: '/type_sequences/:ids', lazy: bulkPage },
  { path: '/type_sequences', lazy: bulkPage },
];
