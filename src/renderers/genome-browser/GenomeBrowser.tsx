import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { genomeBrowserIsEmbedded } from '../../api/sideData';
import type { RendererProps } from '../../engine/rendererProps';
import { ExternalGenomeBrowser } from './ExternalGenomeBrowser';

export { FRAME_HEIGHT, FRAME_WIDTH } from './GenomeBrowserFrame';

// The portal's own browser section loads with the page's first paint done: a detail page's code stays as small as
// its JavaScript budget asks (docs/perf.md), and JBrowse itself loads later still, near the screen.
const EmbeddedGenomeBrowser = lazy(() => import('./EmbeddedGenomeBrowser').then((module) => ({ default: module.EmbeddedGenomeBrowser })));

/** The genome-browser section: the portal's own browser, or the framed external one when one is configured. */
export function GenomeBrowser(props: RendererProps<'genomeBrowser'>) {
  if (!genomeBrowserIsEmbedded) return <ExternalGenomeBrowser {...props} />;
  return (
    <Suspense fallback={<Box sx={{ minHeight: 260 }} />}>
      <EmbeddedGenomeBrowser {...props} />
    </Suspense>
  );
}
