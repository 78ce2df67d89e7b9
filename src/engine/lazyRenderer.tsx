import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RendererKind } from './config/format';
import { withChunkTimeout } from './chunkTimeout';
import type { RendererProps } from './rendererProps';

/**
 * A renderer whose code loads on demand. `preload` fetches it ahead of the first render; `provide` hands it over
 * already loaded (stories and tests that show every page at once, with all the code at hand).
 */
export type LazyRenderer<K extends RendererKind> = ComponentType<RendererProps<K>> & {
  preload: () => Promise<void>;
  provide: (component: ComponentType<RendererProps<K>>) => void;
};

/**
 * A renderer whose code is not in the bundle every detail page loads: for the kinds only a few record types use.
 * The detail route preloads the ones its config names (lazyDetailRoutes), so a page shows them at once; anything
 * rendering one before it has loaded waits behind a placeholder. A renderer that fails to load fails like a broken
 * one: the field's error boundary shows a notice (and the next render tries the download again).
 */
export function lazyRenderer<K extends RendererKind>(load: () => Promise<ComponentType<RendererProps<K>>>): LazyRenderer<K> {
  let loaded: ComponentType<RendererProps<K>> | undefined;
  let loading: Promise<ComponentType<RendererProps<K>>> | undefined;
  const fetchRenderer = () =>
    (loading ??= withChunkTimeout(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspended = lazy(() => fetchRenderer().then((component) => ({ default: component })));

  function LazyRendered(props: RendererProps<K>) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={120} aria-hidden="true" />}>
        <Suspended {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyRendered, {
    preload: () => fetchRenderer().then(() => undefined),
    provide: (component: ComponentType<RendererProps<K>>) => {
      loaded = component;
    },
  });
}
