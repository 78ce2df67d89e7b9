// The datasets BLAST searches (001 §9 default "Araport11 3' UTRs"). The ids and labels are those of the tools service
// (the sequence sources of bulk retrieval plus the genome); the front end keeps its own copy so that it never loads
// server code, and blastDatasets.test.ts keeps the two in step.

export type Molecule = 'nucleotide' | 'protein';

export interface BlastDataset {
  id: string;
  label: string;
  molecule: Molecule;
}

const nucleotide = (id: string, label: string): BlastDataset => ({ id, label, molecule: 'nucleotide' });
const protein = (id: string, label: string): BlastDataset => ({ id, label, molecule: 'protein' });

export const BLAST_DATASETS: readonly BlastDataset[] = [
  nucleotide('araport11_transcript', 'Araport11 transcripts'),
  nucleotide('araport11_coding', 'Araport11 coding sequences (CDS)'),
  nucleotide('araport11_genomic_locus', 'Araport11 genomic locus sequences'),
  nucleotide('araport11_genomic_gene_model', 'Araport11 full-length genomic gene model sequences'),
  protein('araport11_protein', 'Araport11 protein sequences'),
  nucleotide('araport11_upstream', 'Araport11 upstream sequences'),
  nucleotide('araport11_downstream', 'Araport11 downstream sequences'),
  nucleotide('araport11_intergenic', 'Araport11 intergenic sequences'),
  nucleotide('araport11_intron', 'Araport11 intron sequences'),
  nucleotide('araport11_3utr', "Araport11 3' UTR sequences"),
  nucleotide('araport11_5utr', "Araport11 5' UTR sequences"),
  nucleotide('tair10_coding', 'TAIR10 coding sequences (CDS)'),
  protein('tair10_protein', 'TAIR10 protein sequences'),
  nucleotide('genome', 'Araport11 genome (chromosomes)'),
];

/** The cDNA dataset a nucleotide sequence sent from a record page is searched against (001 §2.6). */
export const CDNA_DATASET = 'araport11_transcript';

/** 001 §9: the default dataset, "Araport11 3' UTRs". */
export const DEFAULT_DATASET = 'araport11_3utr';
