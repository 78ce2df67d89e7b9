import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

/** The frame of an information page: the browser tab's title, the page's one h1, and a readable text width. */
export function InfoPage({ heading, documentTitle, children }: { heading: string; documentTitle: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** A titled part of an information page, anchored by its id so that other pages can link straight to it. */
export function InfoSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" id={`${id}-heading`} gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
