// The library page shows the two restriction enzymes a library was cut with (002 §3 Library: "two shown"):
// genomic libraries name one, cDNA libraries the pair at the two ends of the insert.
import { idOf, objects, optionalText, prop, type Id } from './read';

export const RESTRICTION_ENZYMES_SHOWN = 2;

export interface RestrictionEnzymeRow {
  name: string | undefined;
  id: Id | undefined;
}

export const libraryRestrictionEnzymes = (record: unknown): RestrictionEnzymeRow[] =>
  objects(prop(record, 'restrictionEnzymes'))
    .map((enzyme) => ({ name: optionalText(enzyme.name), id: idOf(enzyme.id) }))
    .filter((enzyme) => enzyme.name !== undefined)
    .slice(0, RESTRICTION_ENZYMES_SHOWN);
