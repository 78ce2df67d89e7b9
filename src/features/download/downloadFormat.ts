// 001 §9: how the list shows a file's size and modification date.

const KB = 1024;

/**
 * Under 1024 KB the size is in whole KB, else in MB with two decimals. A file of a few bytes shows as 1 KB rather
 * than 0 KB, so that only an empty file reads as empty.
 */
export function formatSize(bytes: number): string {
  const kilobytes = bytes / KB;
  if (kilobytes < KB) return `${bytes === 0 ? 0 : Math.max(1, Math.round(kilobytes))} KB`;
  return `${(kilobytes / KB).toFixed(2)} MB`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Short month, day and year in UTC ('Jun 30, 2025'), so the date is the same wherever the reader is. */
export function formatModified(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}
