import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { genomeBrowserIsEmbedded } from '../../api/sideData';
import type { RendererProps } from '../../engine/rendererProps';

// Either section loads with the page's first paint done, and only the one the portal is set to: a detail page's
// code stays as small as its JavaScript budget asks (docs/perf.md), and JBrowse itself loads later still, near the
// screen.
const EmbeddedGenomeBrowser = lazy(() => import('./EmbeddedGenomeBrowser').then((module) => ({ default: module.EmbeddedGenomeBrowser })));
const ExternalGenomeBrowser = lazy(() => import('./ExternalGenomeBrowser').then((module) => ({ default: module.ExternalGenomeBrowser })));

/** The genome-browser section: the portal's own browser, or the framed external one when one is configured. */
export function GenomeBrowser(props: RendererProps<'genomeBrowser'>) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 260 }} />}>
      {genomeBrowserIsEmbedded ? <EmbeddedGenomeBrowser {...props} /> : <ExternalGenomeBrowser {...props} />}
    </Suspense>
  );
}
