import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { RendererProps } from '../../engine/rendererProps';
import { safeHref } from '../../engine/templates';
import { EmptyText } from '../../ui/EmptyText';
import { browserLinksFor } from './browserLinks';
import { GenomeBrowserFrame } from './GenomeBrowserFrame';
import { NoCoordinatesCaption } from './NoCoordinatesCaption';

export { FRAME_HEIGHT, FRAME_WIDTH } from './GenomeBrowserFrame';

const nameText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * 002 §2.4 embedded genome browser, when an external browser is configured (VITE_GENOME_BROWSER): a 650×280 frame with the slim view around the feature, and links to the full
 * browser ('Center on {name}', 'Full-screen view'). Genes and loci are shown by their coordinates; map elements
 * (markers, polymorphisms, transposons) by their place on the sequence map, on their own track, and not at all when
 * they are not on it. A gene or locus without coordinates: the frame shows the browser's default view and a caption says so; there is then nothing to centre on, so only
 * 'Full-screen view' is offered. When the browser does not answer, the frame says so instead of staying blank.
 */
export function ExternalGenomeBrowser({ field, value, record }: RendererProps<'genomeBrowser'>) {
  const links = useMemo(() => browserLinksFor(field, value, record), [field, value, record]);
  if (!links) return <EmptyText text={field.empty} />;
  const name = nameText(links.name);

  const frame = safeHref(links.frame);
  const fullScreen = safeHref(links.fullScreen);
  const centerOn = links.centerOn ? safeHref(links.centerOn) : undefined;
  if (!frame || !fullScreen) return <EmptyText text={field.empty} />;

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <GenomeBrowserFrame src={frame} fullScreen={fullScreen} title={name ? `Genome browser view of ${name}` : 'Genome browser view'} />
      {!links.hasCoordinates && <NoCoordinatesCaption name={name} />}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {centerOn && (
          <Link href={centerOn} target="_blank" rel="noopener noreferrer" variant="body2">
            {`Center on ${name || 'this feature'}`}
          </Link>
        )}
        <Link href={fullScreen} target="_blank" rel="noopener noreferrer" variant="body2">
          Full-screen view
        </Link>
      </Stack>
    </Stack>
  );
}
