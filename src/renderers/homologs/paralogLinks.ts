import type { Paralog } from '../../../schemas/panther';
import { getByPath } from '../../engine/paths';

// Where the homologs section's links come from and lead, apart from its JSX, so that the data tests can follow the
// same links the section draws (data/demoLinks.test.ts).

/** The locus whose PANTHER files the section shows, upper-cased as the files are named; undefined without one. */
export function homologsLocusName(record: unknown, value: unknown, path: string): string | undefined {
  const name = getByPath(record, path) ?? getByPath(value, path);
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  return name.trim().toUpperCase();
}

/** A paralog's locus page, by its AGI (the locus name lookup). */
export const paralogHref = (paralog: Paralog): string => `/locus?name=${encodeURIComponent(paralog.target_agi)}`;
