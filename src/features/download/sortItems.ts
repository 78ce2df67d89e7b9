import type { DownloadItem } from './downloadApi';

export type SortColumn = 'name' | 'size' | 'date';
export type SortDirection = 'asc' | 'desc';

const byName = (a: DownloadItem, b: DownloadItem) => a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' });

const compare: Record<SortColumn, (a: DownloadItem, b: DownloadItem) => number> = {
  name: byName,
  size: (a, b) => (a.size ?? 0) - (b.size ?? 0) || byName(a, b),
  date: (a, b) => (Date.parse(a.lastModified ?? '') || 0) - (Date.parse(b.lastModified ?? '') || 0) || byName(a, b),
};

/** Folders stay above files whichever way the list is sorted, as in a file manager; each group sorts on its own. */
export function sortItems(items: readonly DownloadItem[], column: SortColumn, direction: SortDirection): DownloadItem[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    if (a.type !== b.type) return a.type === 'dir' ? -1 : 1;
    return sign * compare[column](a, b);
  });
}
