import { Link as RouterLink } from 'react-router';
import { isExternal, type MenuEntry } from '../../site/menus';

/**
 * The props that make a MUI item (MenuItem, ListItemButton) a link to the entry: a router link inside the portal,
 * a new tab without opener for anything outside it.
 */
export function entryLinkProps(entry: MenuEntry) {
  return isExternal(entry)
    ? ({ component: 'a', href: entry.href, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: RouterLink, to: entry.to } as const);
}
