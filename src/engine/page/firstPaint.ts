/**
 * A record holding more list items than this (rows of its tables, anywhere in the response) is heavy: rendering all
 * its sections before the first paint would keep the reader looking at an empty page. The large locus of the
 * benchmarks holds ~14,800; the largest demo records ~1,500.
 */
export const HEAVY_RECORD_ITEMS = 5_000;

/** Sections a heavy record shows in its first paint, with its title and summary; the others follow at once. */
export const FIRST_PAINT_SECTIONS = 2;

/** How many list items the record holds anywhere, counting no further than `limit` (the walk stops there). */
export function listItemsUpTo(value: unknown, limit: number): number {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0 && count < limit) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      count += next.length;
      for (const item of next) if (item !== null && typeof item === 'object') pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const item of Object.values(next)) if (item !== null && typeof item === 'object') pending.push(item);
    }
  }
  return Math.min(count, limit);
}

/**
 * How many of the record's sections the first render holds. A heavy record's page shows its identity (title,
 * summary) and first sections as soon as the record is in, and renders the rest in the background; an address that
 * lands on a section renders them all at once, so that the section is there to land on.
 */
export function sectionsInFirstPaint(record: Record<string, unknown>, sectionCount: number, landsOnSection: boolean): number {
  if (landsOnSection || listItemsUpTo(record, HEAVY_RECORD_ITEMS) < HEAVY_RECORD_ITEMS) return sectionCount;
  return Math.min(FIRST_PAINT_SECTIONS, sectionCount);
}
