import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { portalBrowserPath, portalTracks } from '../../engine/genomeBrowser/portalBrowser';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { BrowserLoadBoundary } from './BrowserLoadBoundary';
import { browserViewFor } from './browserLinks';
import { NoCoordinatesCaption } from './NoCoordinatesCaption';
import { GenomeFeatureList, JBrowseView, LoadingBrowser, VIEW_HEIGHT } from './browserParts';
import { useNearScreen } from './useNearScreen';

const nameText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The genome-browser section drawn by the portal's own browser (JBrowse 2 over the genome API): centred on the record
 * padded by 5 % each side (002 §9), its feature highlighted, on the tracks its type calls for; 'Center on {name}' and
 * 'Full-screen view' open the full-screen page (/genome-browser). A text alternative lists the features in view.
 */
export function EmbeddedGenomeBrowser({ field, value, record }: RendererProps<'genomeBrowser'>) {
  const place = useMemo(() => browserViewFor(field, value, record), [field, value, record]);
  const [holder, setHolder] = useState<HTMLElement | null>(null);
  const near = useNearScreen(holder);
  const navigate = useNavigate();
  const openFeature = useCallback((href: string) => void navigate(href), [navigate]);
  if (!place) return <EmptyText text={field.empty} />;

  const name = nameText(place.name);
  const { region } = place.view;
  const tracks = portalTracks(place.view.tracks);
  return (
    <Stack ref={setHolder} spacing={1} sx={{ minWidth: 0 }}>
      <Box role="group" aria-label={name ? `Genome browser view of ${name}` : 'Genome browser view'} sx={{ minHeight: VIEW_HEIGHT }}>
        {near ? (
          <BrowserLoadBoundary>
            <Suspense fallback={<LoadingBrowser />}>
              <JBrowseView region={region} highlight={place.feature} tracks={tracks} onOpenFeature={openFeature} />
            </Suspense>
          </BrowserLoadBoundary>
        ) : (
          <LoadingBrowser />
        )}
      </Box>
      {!place.feature && <NoCoordinatesCaption name={name} />}
      {near && (
        <Suspense fallback={null}>
          <GenomeFeatureList region={region} feature={place.feature} name={name} tracks={tracks} />
        </Suspense>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {place.feature && (
          <Link component={RouterLink} to={portalBrowserPath(region, place.feature)} variant="body2">
            {`Center on ${name || 'this feature'}`}
          </Link>
        )}
        <Link component={RouterLink} to={portalBrowserPath(region)} variant="body2">
          Full-screen view
        </Link>
      </Stack>
    </Stack>
  );
}
