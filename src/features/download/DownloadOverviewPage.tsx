import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { PremiumMark } from '../../ui/PremiumMark';
import { DownloadBreadcrumbs } from './DownloadBreadcrumbs';
import { downloadOverviewItems, isExternalRoute, type DownloadOverviewItem } from './downloadOverviewItems';

function ItemLink({ item }: { item: DownloadOverviewItem }) {
  // A plain link leaves the portal with a full page load; a portal route goes through the router.
  return isExternalRoute(item.route) ? (
    <Link href={item.route}>{item.title}</Link>
  ) : (
    <Link component={RouterLink} to={item.route}>
      {item.title}
    </Link>
  );
}

/** /download/overview (001 §2.5): every folder of the download area with what it holds. */
export function DownloadOverviewPage() {
  useEffect(() => {
    document.title = 'TAIR - Download Overview';
  }, []);

  return (
    <Box sx={{ maxWidth: 860 }}>
      <DownloadBreadcrumbs />
      <Typography variant="h4" component="h1" gutterBottom>
        Download Overview
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Data files of the portal, by subject. Each folder opens as a list you can sort, where text, pictures and PDFs
        can be viewed in the page and every file can be downloaded or its link copied for use in scripts.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {downloadOverviewItems.map((item) => (
          <Box component="li" key={item.route} sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <ItemLink item={item} />
              {item.premium ? <PremiumMark /> : null}
            </Typography>
            <Typography>{item.description}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
