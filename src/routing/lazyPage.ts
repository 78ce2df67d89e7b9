import type { ComponentType } from 'react';
import { withChunkTimeout } from '../engine/chunkTimeout';

/**
 * A route's `lazy`: the page's module loads on the first visit (so no other page carries its code), within the
 * 120-second limit, and its export `name` becomes the route's component. One helper for every route table, as each
 * copy would sit in the code every page loads.
 */
export const lazyPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  () =>
    withChunkTimeout(load).then((module) => ({ Component: module[name] as ComponentType }));
