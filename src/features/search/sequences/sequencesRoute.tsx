import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';

/** 001 §2.9: the FASTA viewer, loaded on demand. The shell shows it without header and footer (000 §2.1). */
export const sequencesRoute: RouteObject = { path: '/sequences', lazy: lazyPage(() => import('./FastaViewerPage'), 'FastaViewerPage') };
