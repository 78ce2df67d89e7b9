import { genomeBrowserIsEmbedded } from '../../api/sideData';
import type { RendererProps } from '../../engine/rendererProps';
import { EmbeddedGenomeBrowser } from './EmbeddedGenomeBrowser';
import { ExternalGenomeBrowser } from './ExternalGenomeBrowser';

export { FRAME_HEIGHT, FRAME_WIDTH } from './GenomeBrowserFrame';

/** The genome-browser section: the portal's own browser, or the framed external one when one is configured. */
export function GenomeBrowser(props: RendererProps<'genomeBrowser'>) {
  return genomeBrowserIsEmbedded ? <EmbeddedGenomeBrowser {...props} /> : <ExternalGenomeBrowser {...props} />;
}
