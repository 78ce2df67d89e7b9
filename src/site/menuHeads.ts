// The names of the header's menu groups, in order. The header shows these on every page; the links inside each
// group (menus.ts) load with the first opened menu.

export interface MenuHead {
  /** A slug chosen once; element ids are built from it. */
  id: string;
  label: string;
}

export const menuHeads = [
  { id: 'advanced-search', label: 'Advanced Search' },
  { id: 'browse', label: 'Browse' },
  { id: 'tools', label: 'Tools' },
  { id: 'portals', label: 'Portals' },
  { id: 'download', label: 'Download' },
  { id: 'submit', label: 'Submit' },
  { id: 'news', label: 'News' },
  { id: 'stocks', label: 'Stocks' },
] as const satisfies readonly MenuHead[];

export type MenuId = (typeof menuHeads)[number]['id'];
