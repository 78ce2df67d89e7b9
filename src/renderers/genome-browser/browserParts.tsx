import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { withChunkTimeout } from '../../engine/chunkTimeout';

// JBrowse (with its own MUI) is the heaviest code of the portal: it loads only when a browser is about to be seen,
// through these two imports, which the detail pages and the full-screen page share.
export const JBrowseView = lazy(() => withChunkTimeout(() => import('./embedded/loadJBrowseView').then((module) => module.loadJBrowseView())));
export const GenomeFeatureList = lazy(() => import('./embedded/GenomeFeatureList'));

/** The height the browser takes while it loads, so the page does not jump when it arrives. */
export const VIEW_HEIGHT = 260;

/** The browser's place while its code loads. */
export function LoadingBrowser() {
  return (
    <Box role="status" sx={{ position: 'relative', height: VIEW_HEIGHT }}>
      <Skeleton variant="rectangular" height={VIEW_HEIGHT} />
      <Typography variant="body2" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        Loading the genome browser…
      </Typography>
    </Box>
  );
}
