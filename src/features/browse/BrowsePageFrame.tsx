import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { PageBreadcrumbs } from '../../ui/PageBreadcrumbs';

export const BROWSE_OVERVIEW = '/browse/overview';

/** A browse page's breadcrumb (Home > Browse > page), heading and document title around its content. */
export function BrowsePageFrame({ title, crumb, children }: { title: string; crumb: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `TAIR - ${title}`;
  }, [title]);
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Browse', to: BROWSE_OVERVIEW }, { label: crumb }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
