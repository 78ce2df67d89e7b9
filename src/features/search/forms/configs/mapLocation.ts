// The map location section of the DNA, germplasm, markers and polymorphism forms (001 §3.1 mapLocation[]): rows of a
// chromosome and an optional range in base pairs; a row is sent only with a chromosome, and a doc is found in any
// row's place (docs/search.md). Plain data, shared so the four forms ask the same way.
import type { FormCondition, FormSection } from '../formConfig';
import { chromosomes } from '../lists/chromosomes';

export const MAP_ROWS = 3;

export function mapLocationSection(id: string, help: string, showIf?: FormCondition): FormSection {
  return {
    id,
    title: 'Restrict by Map Locations',
    help,
    ...(showIf ? { showIf } : {}),
    rows: [
      {
        kind: 'repeat',
        id,
        list: 'mapLocation',
        count: MAP_ROWS,
        label: 'Location {n}',
        requires: ['chromosome'],
        controls: [
          { kind: 'select', name: 'chromosome', label: 'Chromosome', options: chromosomes, default: 'any' },
          { kind: 'number', name: 'low_range', label: 'From (bp)', min: 0, step: 1, placeholder: 'Enter position' },
          { kind: 'number', name: 'high_range', label: 'To (bp)', min: 0, step: 1, placeholder: 'Enter position' },
        ],
      },
    ],
  };
}
