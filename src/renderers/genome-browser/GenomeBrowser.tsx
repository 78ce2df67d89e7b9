import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DEFAULT_GENOME_BROWSER_VIEW, geneBrowserLinks, locationText } from '../../engine/genomeBrowser/genomeBrowserUrl';
import type { RendererProps } from '../../engine/rendererProps';
import { getByPath } from '../../engine/paths';
import { safeHref } from '../../engine/templates';
import { EmptyText } from '../../ui/EmptyText';

// 002 §2.4: the embedded frame is 650×280 px.
export const FRAME_WIDTH = 650;
export const FRAME_HEIGHT = 280;

const nameText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * 002 §2.4 embedded genome browser: a 650×280 frame with the slim view around the feature, and links to the full
 * browser ('Center on {name}', 'Full-screen view'). Without coordinates the frame shows the browser's default
 * view and a caption says so; there is then nothing to centre on, so only 'Full-screen view' is offered.
 */
export function GenomeBrowser({ field, value }: RendererProps<'genomeBrowser'>) {
  const chromosome = getByPath(value, field.chromosome);
  const start = getByPath(value, field.start);
  const end = getByPath(value, field.end);
  const geneType = field.geneType ? getByPath(value, field.geneType) : undefined;
  const links = useMemo(() => geneBrowserLinks({ chromosome, start, end, geneType }), [chromosome, start, end, geneType]);
  const name = nameText(getByPath(value, field.name));

  const frame = safeHref(links.frame);
  const fullScreen = safeHref(links.fullScreen);
  const centerOn = links.centerOn ? safeHref(links.centerOn) : undefined;
  if (!frame || !fullScreen) return <EmptyText text={field.empty} />;

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Box
        component="iframe"
        src={frame}
        title={name ? `Genome browser view of ${name}` : 'Genome browser view'}
        width={FRAME_WIDTH}
        height={FRAME_HEIGHT}
        loading="lazy"
        // The browser needs its scripts and its own origin's data; nothing else is allowed.
        sandbox="allow-scripts allow-same-origin allow-popups"
        sx={{ display: 'block', width: FRAME_WIDTH, maxWidth: '100%', height: FRAME_HEIGHT, border: 1, borderColor: 'divider' }}
      />
      {!links.hasCoordinates && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`No genome coordinates are recorded${name ? ` for ${name}` : ''}; the browser shows its default view (${locationText(
            DEFAULT_GENOME_BROWSER_VIEW.region,
          )}).`}
        </Typography>
      )}
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
