import type { ReactNode } from 'react';
import { TABLE_LINK } from '../../../ui/table/portalLinks';
import { WHOLE_VALUE } from '../../../ui/table/tableStyles';

/**
 * A link inside a browse table, drawn as a plain anchor: a page of 500 rows holds a thousand links, and a router
 * Link wrapped in MUI's Link costs several components and a computed style each. The table sends a plain left
 * click on a portal path through the router with one listener (src/ui/table/portalLinks.ts), so the app is not reloaded.
 */
export function BrowseLink({ to, children, identifier = false }: { to: string; children: ReactNode; identifier?: boolean }) {
  return (
    // An identifier (an AGI code, an array element) moves to the next line only whole.
    <a className={identifier ? `${TABLE_LINK} ${WHOLE_VALUE}` : TABLE_LINK} href={to}>
      {children}
    </a>
  );
}

/** A portal path with one query value, encoded: browseHref('/genesymbol', 'key', '6401001'). */
export const browseHref = (path: string, name: string, value: string | number) => `${path}?${name}=${encodeURIComponent(String(value))}`;
