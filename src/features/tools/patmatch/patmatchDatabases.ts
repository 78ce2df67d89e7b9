// The databases PatMatch searches: the tools service's dataset ids (the sequence sources of the reference server
// plus the whole genome). The front end keeps its own copy, since it must not load server code; a unit test checks
// it against the server's list.

export type SequenceClass = 'nucleotide' | 'peptide';

export interface PatmatchDatabase {
  id: string;
  label: string;
  molecule: 'nucleotide' | 'protein';
}

const database = (id: string, label: string, molecule: PatmatchDatabase['molecule'] = 'nucleotide'): PatmatchDatabase => ({ id, label, molecule });

/** In the order the select lists them; the first of each molecule is what a change of sequence type selects (001 §4). */
export const PATMATCH_DATABASES: readonly PatmatchDatabase[] = [
  database('araport11_transcript', 'Araport11 transcripts'),
  database('araport11_coding', 'Araport11 coding sequences (CDS)'),
  database('araport11_genomic_locus', 'Araport11 genomic locus sequences'),
  database('araport11_genomic_gene_model', 'Araport11 full-length genomic gene model sequences'),
  database('araport11_upstream', 'Araport11 upstream sequences'),
  database('araport11_downstream', 'Araport11 downstream sequences'),
  database('araport11_intergenic', 'Araport11 intergenic sequences'),
  database('araport11_intron', 'Araport11 intron sequences'),
  database('araport11_3utr', "Araport11 3' UTR sequences"),
  database('araport11_5utr', "Araport11 5' UTR sequences"),
  database('tair10_coding', 'TAIR10 coding sequences (CDS)'),
  database('genome', 'Araport11 genome (chromosomes)'),
  database('araport11_protein', 'Araport11 protein sequences', 'protein'),
  database('tair10_protein', 'TAIR10 protein sequences', 'protein'),
];

/** A peptide pattern searches protein databases, a nucleotide pattern nucleotide ones. */
export const moleculeOf = (sequenceClass: SequenceClass): PatmatchDatabase['molecule'] => (sequenceClass === 'peptide' ? 'protein' : 'nucleotide');

/** The databases a pattern of this sequence type can search, in list order. */
export const databasesOf = (sequenceClass: SequenceClass): readonly PatmatchDatabase[] =>
  PATMATCH_DATABASES.filter((entry) => entry.molecule === moleculeOf(sequenceClass));

/** 001 §4: changing the sequence type selects the first database of that type. */
export const firstDatabaseOf = (sequenceClass: SequenceClass): string => databasesOf(sequenceClass)[0]!.id;
