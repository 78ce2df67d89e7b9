// The PatMatch databases are the tools contract's: the 13 sequence sources, with their labels and molecules, and
// the demo genome.
import { describe, expect, it } from 'vitest';
import { SEQUENCE_SOURCES } from '../../../contracts/sequences/sources';
import { PATMATCH_DATASETS, patmatchDataset } from './datasets';

describe('PatMatch datasets', () => {
  it('are the 13 sequence sources and the genome, with the labels and molecules of the contract', () => {
    expect(PATMATCH_DATASETS.map(({ id, label, molecule }) => [id, label, molecule])).toEqual([
      ...SEQUENCE_SOURCES.map(({ id, label, molecule }) => [id, label, molecule]),
      ['genome', 'Araport11 genome (chromosomes)', 'nucleotide'],
    ]);
    expect(PATMATCH_DATASETS.filter((dataset) => dataset.molecule === 'protein').map((dataset) => dataset.id)).toEqual(['araport11_protein', 'tair10_protein']);
  });

  it('are found by id only', () => {
    expect(patmatchDataset('araport11_3utr')?.label).toBe("Araport11 3' UTR sequences");
    expect(patmatchDataset('ARAPORT11_3UTR')).toBeUndefined();
    expect(patmatchDataset('toString')).toBeUndefined();
  });
});
