import Link, { type LinkProps } from '@mui/material/Link';

/** A link that leaves the portal: a new tab, no opener, and a screen-reader note saying so. */
export function ExternalLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  return (
    <Link {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
        {' '}(opens in a new tab)
      </span>
    </Link>
  );
}
