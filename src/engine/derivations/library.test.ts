import { describe, expect, it } from 'vitest';
import { libraryRestrictionEnzymes } from './library';

describe('libraryRestrictionEnzymes', () => {
  it('gives the first two named enzymes', () => {
    const restrictionEnzymes = [{ name: 'EcoRI', id: 215 }, { name: null, id: 1 }, { name: 'XhoI', id: 402 }, { name: 'HindIII', id: 312 }];
    expect(libraryRestrictionEnzymes({ restrictionEnzymes })).toEqual([
      { name: 'EcoRI', id: 215 },
      { name: 'XhoI', id: 402 },
    ]);
  });

  it('gives none when the library names no enzyme', () => {
    expect(libraryRestrictionEnzymes({ restrictionEnzymes: [] })).toEqual([]);
    expect(libraryRestrictionEnzymes({ restrictionEnzymes: null })).toEqual([]);
    expect(libraryRestrictionEnzymes(null)).toEqual([]);
  });
});
