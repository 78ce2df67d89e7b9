import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../routing/lazyPage';

// The routes of pattern matching (001 §2.7). The menu spells the address /tools/Patmatch and the route table of
// 000 §2.2 /tools/patmatch; route matching ignores case, so this one route answers both (a test visits each).
export const patmatchRoutes: RouteObject[] = [{ path: '/tools/Patmatch', lazy: lazyPage(() => import('./PatmatchPage'), 'PatmatchPage') }];
