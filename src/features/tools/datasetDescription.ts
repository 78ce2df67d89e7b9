// What a BLAST or PatMatch dataset holds, in words, beside the dataset choice: how many sequences (from the server,
// GET tools/datasets) and what kind, from the sequence sources of the contract (their part and level).
import { GENOME_DATASET_ID, SEQUENCE_SOURCES, type SequencePart } from '../../../contracts/sequences/sources';

const PART_TEXT: Readonly<Record<SequencePart, string>> = {
  transcript: 'whole transcripts (mRNA with its UTRs)',
  cds: 'coding sequences, start to stop codon',
  protein: 'protein sequences',
  genomicModel: 'genomic spans of gene models, introns included',
  intron: 'introns',
  utr5: "5' untranslated regions: only the starts of the transcripts",
  utr3: "3' untranslated regions: only the ends of the transcripts",
  genomicLocus: 'genomic spans of loci',
  upstream: 'the genome upstream of each locus',
  downstream: 'the genome downstream of each locus',
  intergenic: 'the genome between loci',
};

const count = (value: number, one: string, many: string) => `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

/** 'Holds 12,345 nucleotide sequences: 3' untranslated regions …, one per gene model.'; without a size, the kind alone. */
export function datasetDescription(id: string, sequences: number | undefined): string {
  if (id === GENOME_DATASET_ID) return sequences === undefined ? 'Holds the chromosomes, whole.' : `Holds ${count(sequences, 'chromosome', 'chromosomes')}, whole.`;
  const source = SEQUENCE_SOURCES.find((candidate) => candidate.id === id);
  if (!source) return '';
  const per = `one per ${source.level === 'model' ? 'gene model' : 'locus'}`;
  const kind = `${PART_TEXT[source.part]}, ${per}`;
  return sequences === undefined ? `Holds ${kind}.` : `Holds ${count(sequences, `${source.molecule} sequence`, `${source.molecule} sequences`)}: ${kind}.`;
}
