// Whether a genome-browser field has a place to show, without building any browser address: what a page needs to
// decide that the section is empty, so that deciding loads neither browser's code (browserLinks.ts builds the links).
import type { FieldOfKind } from '../../engine/config/format';
import { featureRegion } from '../../engine/genomeBrowser/featureRegion';
import { asList, getByPath } from '../../engine/paths';

const read = (source: unknown, path: string | undefined) => (path ? getByPath(source, path) : undefined);

/** Units of the sequence map (the AGI assembly): base pairs. Genetic maps count centimorgans. */
const onSequenceMap = (assignment: unknown) => {
  const units = read(assignment, 'units') ?? read(assignment, 'unit');
  return typeof units !== 'string' || units.trim() === '' || /^(bp|base pairs?)$/i.test(units.trim());
};

/** The first of a map element's assignments on the sequence map with usable coordinates. */
export function sequenceAssignment(assignments: unknown): { chromosome: unknown; start: unknown; end: unknown } | undefined {
  return asList(assignments)
    .filter(onSequenceMap)
    .map((assignment) => ({
      chromosome: read(assignment, 'chromosome'),
      start: read(assignment, 'startPosition'),
      end: read(assignment, 'endPosition'),
    }))
    .find(({ chromosome, start, end }) => featureRegion(chromosome, start, end) !== undefined);
}

/** A map element on the sequence map, or a gene or locus with usable coordinates. */
export function hasGenomeLocation(field: FieldOfKind<'genomeBrowser'>, value: unknown): boolean {
  if (field.mapElementType) return sequenceAssignment(value) !== undefined;
  return featureRegion(read(value, field.chromosome), read(value, field.start), read(value, field.end)) !== undefined;
}
