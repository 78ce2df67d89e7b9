// The locus a record of another category links to, read at index time through the builder's related-record lookup
// and understood as gene search understands it (symbols, description, positions), so a protein or germplasm doc
// is found by facts its own record does not repeat.
import type { RelatedRecord } from '../types';
import { locusFields, type LocusFields } from './gene/locusFields';

/** The locus of that key, or null when there is no key or the dataset has no such locus. */
export function relatedLocus(related: RelatedRecord, locusId: string | number | null | undefined): LocusFields | null {
  if (locusId === null || locusId === undefined || String(locusId).trim() === '') return null;
  const key = String(locusId).trim();
  const body = related('locus', key);
  return body ? locusFields(key, body) : null;
}
