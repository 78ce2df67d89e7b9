// The standard files of the genome: GFF3 of the features of a region or of the whole genome, written as they are
// read (a window of the genome at a time), and FASTA of a region of the demo genome.
import { Readable } from 'node:stream';
import { GENOME_ASSEMBLY } from '../../contracts/genome/chromosomes';
import { regionLength, regionText, type GenomeRegion } from '../../contracts/genome/region';
import { genomicBases } from '../sequences/demoGenome';
import { fastaLines } from '../sequences/fasta';
import { featureLines, GFF3_HEADER, sequenceRegionLine } from './gff3';
import { genomeFeatures } from './regionFeatures';
import type { GenomeStore } from './store';

async function* gff3Chunks(store: GenomeStore, regions: readonly GenomeRegion[]): AsyncGenerator<string> {
  yield GFF3_HEADER + regions.map((region) => sequenceRegionLine(region.chromosome)).join('');
  for await (const { chromosome, features } of genomeFeatures(store, regions)) {
    if (features.length > 0) yield features.map((feature) => featureLines(chromosome, feature)).join('');
  }
}

/** GFF3 of every track's features in the regions (each chromosome whole for the whole genome), as a stream. */
export const gff3Stream = (store: GenomeStore, regions: readonly GenomeRegion[]): Readable => Readable.from(gff3Chunks(store, regions), { objectMode: false });

/** The file name an export is saved under: the assembly, and the region when it is not the whole genome. */
export function exportFileName(region: GenomeRegion | undefined, extension: 'gff3' | 'fasta'): string {
  const place = region ? `_${region.chromosome}_${region.start}-${region.end}` : '';
  return `${GENOME_ASSEMBLY}${place}.${extension}`;
}

/** FASTA of a region's forward strand: '>Chr1:3631..5899 TAIR10 … LENGTH=2269', then 60 bases to a line. */
export function regionFasta(region: GenomeRegion): string {
  const bases = genomicBases(region.chromosome.slice('Chr'.length), region.start, region.end);
  const header = `>${regionText(region)} | ${GENOME_ASSEMBLY} demo genome | ${region.chromosome}:${region.start}-${region.end} FORWARD LENGTH=${regionLength(region)}`;
  return fastaLines(header, bases);
}
