import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { safeHref } from '../../engine/templates';
import { linkTarget } from './linkTarget';

interface AppLinkProps {
  href: string;
  external?: boolean | undefined;
  /** The link sits among other text: underline it, colour alone does not set it apart (axe link-in-text-block). */
  inText?: boolean | undefined;
  children: ReactNode;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * One link. Paths inside the portal go through the router; anything leaving it (or marked `external`) opens in a
 * new tab. The URL is vetted again here so that no caller can draw a javascript: link by mistake.
 */
export function AppLink({ href, external, inText, children }: AppLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <>{children}</>;
  const internal = safe.startsWith('/');
  const underline = inText ? 'always' : undefined;
  if (internal && !external) {
    return (
      <Link component={RouterLink} to={safe} underline={underline} sx={linkTarget}>
        {children}
      </Link>
    );
  }
  // mailto: links open the mail client; a new tab would stay blank.
  const opensNewTab = external || !safe.startsWith('mailto:');
  return (
    <Link href={safe} underline={underline} sx={linkTarget} {...(opensNewTab ? newTab : {})}>
      {children}
    </Link>
  );
}
