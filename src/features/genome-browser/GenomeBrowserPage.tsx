import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MAX_SEQUENCE_REGION, regionLength, regionText } from '../../../contracts/genome/region';
import { genomeExportUrls } from '../../api/genome';
import { GENOME_TRACK_IDS } from '../../../contracts/genome/features';
import { DEFAULT_GENOME_BROWSER_VIEW } from '../../engine/genomeBrowser/genomeBrowserUrl';
import { portalBrowserPath } from '../../engine/genomeBrowser/portalBrowser';
import { BrowserLoadBoundary } from '../../renderers/genome-browser/BrowserLoadBoundary';
import { GenomeFeatureList, JBrowseView, LoadingBrowser } from '../../renderers/genome-browser/browserParts';
import { useReplaceQuery } from '../../routing/useReplaceQuery';
import { Notice } from '../../ui/Notice';
import { locOfView, readBrowserAddress } from './genomeBrowserAddress';

/** How long the view rests before its region is written into the address (panning fires many changes). */
const ADDRESS_DELAY_MS = 400;

/**
 * The portal's genome browser on a page of its own, /genome-browser?loc=Chr1:3518..6012: every track, the region in
 * view kept in the address (so it can be shared), its features as text, and the region's GFF3 and FASTA.
 */
export function GenomeBrowserPage() {
  const [query] = useSearchParams();
  const address = useMemo(() => readBrowserAddress(query), [query]);
  const replaceQuery = useReplaceQuery();
  const navigate = useNavigate();
  const openFeature = useCallback((href: string) => void navigate(href), [navigate]);
  const loc = address.ok ? regionText(address.region) : '';

  // The view is made once per region the reader asks for (a link, a typed address); the regions it then writes into
  // the address itself as the reader pans and zooms leave it as it is.
  const [written, setWritten] = useState('');
  const [viewKey, setViewKey] = useState(loc);
  const [seenLoc, setSeenLoc] = useState(loc);
  if (loc !== seenLoc) {
    setSeenLoc(loc);
    if (loc !== written) setViewKey(loc);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onLocChange = useCallback(
    (visible: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const next = locOfView(visible);
        if (!next) return;
        setWritten(next);
        replaceQuery((params) => {
          params.set('loc', next);
        });
      }, ADDRESS_DELAY_MS);
    },
    [replaceQuery],
  );

  useEffect(() => {
    document.title = address.ok ? `Genome browser: ${loc}` : 'Genome browser';
  }, [address.ok, loc]);

  if (!address.ok) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <Typography variant="h1">Genome browser</Typography>
        <Notice tone="warning">{address.message}</Notice>
        <Link component={RouterLink} to={portalBrowserPath(DEFAULT_GENOME_BROWSER_VIEW.region)}>
          {`Open the default view (${regionText(DEFAULT_GENOME_BROWSER_VIEW.region)})`}
        </Link>
      </Stack>
    );
  }

  const exports = genomeExportUrls(address.region);
  const fastaOffered = regionLength(address.region) <= MAX_SEQUENCE_REGION;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Typography variant="h1">Genome browser</Typography>
      <Box role="group" aria-label="Genome browser view">
        <BrowserLoadBoundary>
          <Suspense fallback={<LoadingBrowser />}>
            <JBrowseView
              key={viewKey}
              region={address.region}
              highlight={address.highlight}
              tracks={GENOME_TRACK_IDS}
              onOpenFeature={openFeature}
              onLocChange={onLocChange}
            />
          </Suspense>
        </BrowserLoadBoundary>
      </Box>
      <Suspense fallback={null}>
        <GenomeFeatureList region={address.region} feature={address.highlight} tracks={GENOME_TRACK_IDS} />
      </Suspense>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Link href={exports.gff3} download variant="body2">
          Download GFF3
        </Link>
        {fastaOffered ? (
          <Link href={exports.fasta} download variant="body2">
            Download FASTA
          </Link>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`FASTA is offered for regions of up to ${MAX_SEQUENCE_REGION.toLocaleString('en-US')} bases; zoom in to download the sequence.`}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
