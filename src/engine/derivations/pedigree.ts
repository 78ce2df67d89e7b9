// The germplasm page's pedigree. 002 §9: the page shows at most 1,000 progeny lines; a population can have more.
import { asObject, objects, prop } from './read';

export const PROGENY_LINES_SHOWN = 1000;

/** The first 1,000 progeny lines of a germplasm (pedigree.progenyLines), as the server lists them. */
export function germplasmProgenyLines(record: unknown): Record<string, unknown>[] {
  const pedigree = asObject(prop(record, 'pedigree'));
  return objects(pedigree?.progenyLines).slice(0, PROGENY_LINES_SHOWN);
}
