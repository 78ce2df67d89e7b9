import { describe, expect, it } from 'vitest';
import { derivations } from './index';
import { derivationNames } from './names';

// Values a broken or hostile response could hold where a record is expected.
const malformed: unknown[] = [
  null,
  undefined,
  0,
  'AT1G01010',
  [],
  [{}],
  {},
  Object.create(null),
  { symbols: 'NAC001', annotationGroups: {}, geneFeatures: 7, germplasms: [null, 1, 'x'], polymorphisms: [{ featureGeneGroups: {} }] },
  { repGene: 'x', plantOntologyAnnotation: { data: 'x' }, mapLocation: 5, globalAssignments: [{ map: [] }], germplasm: {} },
];

describe('derivations', () => {
  it('has an implementation for every derivation name', () => {
    expect(Object.keys(derivations).sort()).toEqual([...derivationNames].sort());
  });

  it.each(derivationNames)('%s never throws and always gives a list', (name) => {
    for (const record of malformed) {
      const value = derivations[name](record);
      expect(Array.isArray(value)).toBe(true);
    }
  });
});
