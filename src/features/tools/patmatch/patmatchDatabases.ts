// The databases PatMatch searches: the tools service's datasets (the sequence sources plus the whole genome).
import { TOOL_DATASETS, type ToolDataset } from '../../../../contracts/sequences/sources';

export type SequenceClass = 'nucleotide' | 'peptide';

export type PatmatchDatabase = ToolDataset;

/** In the order the select lists them, nucleotide databases first; the first of each molecule is what a change of
 * sequence type selects (001 §4). */
export const PATMATCH_DATABASES: readonly PatmatchDatabase[] = [
  ...TOOL_DATASETS.filter((entry) => entry.molecule === 'nucleotide'),
  ...TOOL_DATASETS.filter((entry) => entry.molecule === 'protein'),
];

/** A peptide pattern searches protein databases, a nucleotide pattern nucleotide ones. */
export const moleculeOf = (sequenceClass: SequenceClass): PatmatchDatabase['molecule'] => (sequenceClass === 'peptide' ? 'protein' : 'nucleotide');

/** The databases a pattern of this sequence type can search, in list order. */
export const databasesOf = (sequenceClass: SequenceClass): readonly PatmatchDatabase[] =>
  PATMATCH_DATABASES.filter((entry) => entry.molecule === moleculeOf(sequenceClass));

/** 001 §4: changing the sequence type selects the first database of that type. */
export const firstDatabaseOf = (sequenceClass: SequenceClass): string => databasesOf(sequenceClass)[0]!.id;
