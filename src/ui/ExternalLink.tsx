import Link, { type LinkProps } from '@mui/material/Link';
import { NewTabNote } from './NewTabNote';

/** A link that leaves the portal: a new tab, no opener, and a screen-reader note saying so. */
export function ExternalLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  return (
    <Link {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabNote />
    </Link>
  );
}
