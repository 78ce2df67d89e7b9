import { describe, expect, it } from 'vitest';
import { databasesOf, firstDatabaseOf } from './patmatchDatabases';

describe('PatMatch databases', () => {
  it('lists only nucleotide databases for a nucleotide pattern and only protein ones for a peptide pattern', () => {
    expect(databasesOf('nucleotide').map((entry) => entry.molecule)).toEqual(Array(12).fill('nucleotide'));
    expect(databasesOf('peptide').map((entry) => entry.id)).toEqual(['araport11_protein', 'tair10_protein']);
  });

  it('selects the first database of the chosen type (001 §4)', () => {
    expect(firstDatabaseOf('nucleotide')).toBe('araport11_transcript');
    expect(firstDatabaseOf('peptide')).toBe('araport11_protein');
  });
});
