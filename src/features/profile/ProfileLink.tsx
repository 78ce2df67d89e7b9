import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '../../ui/ExternalLink';

/** A link in a profile card: inside the portal through the router, outside it in a new tab. */
export function ProfileLink({ to, external = false, children }: { to: string; external?: boolean; children: ReactNode }) {
  if (external) return <ExternalLink href={to}>{children}</ExternalLink>;
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A plain list of links, one a line. */
export function LinkList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem', overflowWrap: 'anywhere' }}>
      {children}
    </ul>
  );
}
