import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { DOWNLOAD_OVERVIEW_ROUTE, fileRoute, listRoute, pathSegments } from './downloadPaths';

const crumbSx = { display: 'inline-flex', alignItems: 'center', minHeight: 24, overflowWrap: 'anywhere' } as const;

interface DownloadBreadcrumbsProps {
  /** The folder or file shown; absent on the overview. */
  path?: string;
  /** The last segment names a file (the file page) rather than a folder. */
  isFile?: boolean;
}

/**
 * Home > Download > each segment of the path (001 §2.5), or Home > Download > Overview. Every segment links to its
 * folder's list (the file's own crumb to the file page); the last one is marked as the current page.
 */
export function DownloadBreadcrumbs({ path, isFile = false }: DownloadBreadcrumbsProps) {
  const segments = path === undefined ? [] : pathSegments(path);
  const trail = segments.map((segment, index) => {
    const upTo = segments.slice(0, index + 1).join('/');
    return { key: upTo, label: segment, to: isFile && index === segments.length - 1 ? fileRoute(upTo) : listRoute(upTo) };
  });
  // The overview ends the trail with Overview; the root folder's list is Download itself.
  const last = trail.at(-1) ?? (path === undefined ? { key: 'overview', label: 'Overview', to: DOWNLOAD_OVERVIEW_ROUTE } : undefined);
  return (
    <Breadcrumbs aria-label="Breadcrumb" maxItems={12} sx={{ mb: 2, '& .MuiBreadcrumbs-ol': { rowGap: 0.5 } }}>
      <Link component={RouterLink} to="/" underline="hover" color="inherit" sx={crumbSx}>
        Home
      </Link>
      <Link
        component={RouterLink}
        to={DOWNLOAD_OVERVIEW_ROUTE}
        underline="hover"
        color={last ? 'inherit' : 'text.primary'}
        {...(last ? {} : { 'aria-current': 'page' as const })}
        sx={crumbSx}
      >
        Download
      </Link>
      {trail.slice(0, -1).map((crumb) => (
        <Link key={crumb.key} component={RouterLink} to={crumb.to} underline="hover" color="inherit" sx={crumbSx}>
          {crumb.label}
        </Link>
      ))}
      {last ? (
        <Link key={last.key} component={RouterLink} to={last.to} underline="hover" color="text.primary" aria-current="page" sx={{ ...crumbSx, fontWeight: 500 }}>
          {last.label}
        </Link>
      ) : null}
    </Breadcrumbs>
  );
}
