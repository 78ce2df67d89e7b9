import { describe, expect, it } from 'vitest';
import { SEQUENCE_SOURCES } from '../../../../server/sequences/sources';
import { PATMATCH_DATABASES, databasesOf, firstDatabaseOf } from './patmatchDatabases';

describe('PatMatch databases', () => {
  it('are the sequence sources of the server, with their labels and molecules, plus the genome', () => {
    const fromServer = SEQUENCE_SOURCES.map(({ id, label, molecule }) => ({ id, label, molecule }));
    const genome = { id: 'genome', label: 'Araport11 genome (chromosomes)', molecule: 'nucleotide' };
    const sortById = <T extends { id: string }>(list: readonly T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(sortById(PATMATCH_DATABASES)).toEqual(sortById([...fromServer, genome]));
  });

  it('lists only nucleotide databases for a nucleotide pattern and only protein ones for a peptide pattern', () => {
    expect(databasesOf('nucleotide').map((entry) => entry.molecule)).toEqual(Array(12).fill('nucleotide'));
    expect(databasesOf('peptide').map((entry) => entry.id)).toEqual(['araport11_protein', 'tair10_protein']);
  });

  it('selects the first database of the chosen type (001 §4)', () => {
    expect(firstDatabaseOf('nucleotide')).toBe('araport11_transcript');
    expect(firstDatabaseOf('peptide')).toBe('araport11_protein');
  });
});
