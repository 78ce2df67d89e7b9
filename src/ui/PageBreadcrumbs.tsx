import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  to?: string;
}

/** A page's trail from Home (Home > Search > page, Home > Tools > …); the last crumb is the current page. */
export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
