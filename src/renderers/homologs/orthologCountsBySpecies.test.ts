import { describe, expect, it } from 'vitest';
import { orthologCountsBySpecies, plantGroupOf } from './orthologCountsBySpecies';

describe('orthologCountsBySpecies', () => {
  it('sorts species by count, then by name', () => {
    const counts = orthologCountsBySpecies([
      { group_name: 'eudicotyledons', full_name: 'Vitis vinifera' },
      { group_name: 'eudicotyledons', full_name: 'Glycine max' },
      { group_name: 'eudicotyledons', full_name: 'Brassica rapa' },
      { group_name: 'eudicotyledons', full_name: 'Glycine max' },
    ]);
    expect(counts.Eudicots).toEqual([
      { species: 'Glycine max', count: 2 },
      { species: 'Brassica rapa', count: 1 },
      { species: 'Vitis vinifera', count: 1 },
    ]);
    expect(counts.Monocots).toEqual([]);
  });

  it('puts any group other than eudicots and monocots under other plants', () => {
    expect(plantGroupOf('monocotyledons')).toBe('Monocots');
    expect(plantGroupOf(' Eudicotyledons ')).toBe('Eudicots');
    expect(plantGroupOf('other plants')).toBe('Other plants');
    expect(plantGroupOf('bryophytes')).toBe('Other plants');
  });

  it('skips entries without a species name', () => {
    expect(orthologCountsBySpecies([{ group_name: 'monocotyledons', full_name: ' ' }]).Monocots).toEqual([]);
  });
});
