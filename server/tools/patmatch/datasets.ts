// The PatMatch databases (tools contract "Datasets"): the 13 sequence sources and the demo genome's chromosomes, and
// how each is read into memory: every sequence with its name, description and the portal page it links to.
import { CHROMOSOME_LENGTHS, genomicBases } from '../../sequences/demoGenome';
import { SOURCE_BATCH, sourceEntriesOfLoci } from '../../sequences/service';
import { GENOME_DATASET_ID, sequenceSource, TOOL_DATASETS, type SequenceSourceId, type ToolDataset } from '../../../contracts/sequences/sources';
import type { GeneActionStore } from '../../search/actions/store';

export { GENOME_DATASET_ID };

export type PatmatchDataset = ToolDataset;

export const PATMATCH_DATASETS: readonly PatmatchDataset[] = TOOL_DATASETS;

export function patmatchDataset(id: string): PatmatchDataset | undefined {
  return PATMATCH_DATASETS.find((dataset) => dataset.id === id);
}

export interface DatasetSequence {
  /** AT1G01010.1, AT1G01010, an intron's AT1G01010.1-2, an intergenic AT1G01010-AT1G01020, or chr1. */
  name: string;
  description: string;
  /** The locus or gene page (a path of the portal), or null for a chromosome. */
  link: string | null;
  /** Upper case, read 5' to 3' (for genes, in the direction of transcription). */
  residues: string;
}

const CHROMOSOME_NAMES: Readonly<Record<string, string>> = { C: 'Chloroplast genome', M: 'Mitochondrial genome' };
const GENOME_CHUNK = 1 << 20;

/** The demo genome's chromosomes, read a megabase at a time (a chromosome is up to 30 Mb of demo bases). */
function genomeSequences(): DatasetSequence[] {
  return Object.entries(CHROMOSOME_LENGTHS).map(([chromosome, length]) => {
    const chunks: string[] = [];
    for (let low = 1; low <= length; low += GENOME_CHUNK) chunks.push(genomicBases(chromosome, low, Math.min(length, low + GENOME_CHUNK - 1)));
    return { name: `chr${chromosome}`, description: CHROMOSOME_NAMES[chromosome] ?? `Chromosome ${chromosome}`, link: null, residues: chunks.join('') };
  });
}

/** Gene model name of a per-model sequence id: an intron's AT1G01010.1-2 belongs to AT1G01010.1. */
const modelName = (id: string) => id.replace(/-\d+$/, '');

/** Every sequence of a source, locus by locus in chromosome order, each linked to its gene model or locus page. */
async function sourceSequences(store: GeneActionStore, sourceId: SequenceSourceId): Promise<DatasetSequence[]> {
  const { level } = sequenceSource(sourceId);
  const sequences: DatasetSequence[] = [];
  const locusKeys = await store.locusKeys();
  // A batch of loci at a time: each kind of record they need is read in one statement per batch.
  for (let first = 0; first < locusKeys.length; first += SOURCE_BATCH) {
    const loci = await sourceEntriesOfLoci(store, locusKeys.slice(first, first + SOURCE_BATCH), sourceId);
    const geneNames = level === 'model' ? loci.flatMap(({ entries }) => entries.map((entry) => modelName(entry.id))) : [];
    const geneKeys = new Map((await store.genes(geneNames, [])).map((gene) => [gene.name, gene.key]));
    for (const { locusKey, entries } of loci) {
      const locusLink = `/locus?key=${encodeURIComponent(locusKey)}`;
      for (const entry of entries) {
        const geneKey = level === 'model' ? geneKeys.get(modelName(entry.id).toUpperCase()) : undefined;
        const symbols = entry.symbols.length > 0 ? `${entry.symbols.join(', ')}: ` : '';
        sequences.push({
          name: entry.id,
          description: `${symbols}${entry.label}`,
          link: geneKey ? `/gene?key=${encodeURIComponent(geneKey)}` : locusLink,
          residues: entry.sequence.toUpperCase(),
        });
      }
    }
  }
  return sequences;
}

export async function loadDatasetSequences(store: GeneActionStore, dataset: PatmatchDataset): Promise<DatasetSequence[]> {
  return dataset.id === GENOME_DATASET_ID ? genomeSequences() : sourceSequences(store, dataset.id);
}
