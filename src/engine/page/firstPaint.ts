/** Sections a page shows in its first paint, with its title and summary; the others follow at once. */
export const FIRST_PAINT_SECTIONS = 2;

/**
 * How many of the record's sections the first render holds. A page shows its identity (title, summary) and first
 * sections as soon as the record is in, and renders the rest in the background right after: the first screen never
 * waits for the sections below it (a record page holds up to a few dozen sections, some of them tables of
 * thousands of rows). An address that lands on a section renders them all at once, so that the section is there to
 * land on.
 */
export function sectionsInFirstPaint(sectionCount: number, landsOnSection: boolean): number {
  return landsOnSection ? sectionCount : Math.min(FIRST_PAINT_SECTIONS, sectionCount);
}
