// The features of a track in a region: the track's records found by a range query on the index, made features, and
// kept when they overlap the region on its chromosome (the index also holds spans of other maps, and a model may
// reach past its locus). In start order, so the browser and the GFF3 export list them as the genome runs.
import { GENOME_CHROMOSOME_LENGTHS, GENOME_CHROMOSOMES, normalizeChromosome } from '../../contracts/genome/chromosomes';
import { GENOME_TRACK_IDS, type GenomeFeature, type GenomeTrackId } from '../../contracts/genome/features';
import { MAX_FEATURE_REGION, type GenomeRegion } from '../../contracts/genome/region';
import { geneFeature, modelKeysOfLoci } from './geneFeatures';
import { mapElementFeature } from './mapElementFeatures';
import type { GenomeStore } from './store';
import { indexChromosomes } from './trackSources';

const overlaps = (feature: GenomeFeature, region: GenomeRegion) => feature.start <= region.end && feature.end >= region.start;

const byStart = (a: GenomeFeature, b: GenomeFeature) => a.start - b.start || a.end - b.end || a.id.localeCompare(b.id);

export async function regionFeatures(store: GenomeStore, track: GenomeTrackId, region: GenomeRegion): Promise<GenomeFeature[]> {
  const records = await store.placedRecords(track, { chromosomes: indexChromosomes(region.chromosome), start: region.start, end: region.end });
  const onRegion = (feature: GenomeFeature | null, chromosome: unknown): feature is GenomeFeature =>
    feature !== null && normalizeChromosome(chromosome) === region.chromosome && overlaps(feature, region);
  if (track === 'genes') {
    const models = new Map((await store.geneModels(modelKeysOfLoci(records))).map((model) => [model.key, model]));
    return records
      .map((locus) => ({ feature: geneFeature(locus, models), chromosome: locus.body.chromosome }))
      .filter(({ feature, chromosome }) => onRegion(feature, chromosome))
      .map(({ feature }) => feature!)
      .sort(byStart);
  }
  return records
    .flatMap((record) => mapElementFeature(track, record) ?? [])
    .filter(({ feature, chromosome }) => onRegion(feature, chromosome))
    .map(({ feature }) => feature)
    .sort(byStart);
}

/**
 * Every feature of every track in the regions, in windows of MAX_FEATURE_REGION, each feature once (in the window it
 * starts in, or the first): what the GFF3 export writes, read a window at a time so that the whole genome (38,000
 * loci at full scale) never is in memory at once.
 */
export async function* genomeFeatures(store: GenomeStore, regions: readonly GenomeRegion[]): AsyncGenerator<{ chromosome: GenomeRegion['chromosome']; features: GenomeFeature[] }> {
  for (const whole of regions) {
    for (let start = whole.start; start <= whole.end; start += MAX_FEATURE_REGION) {
      const window: GenomeRegion = { chromosome: whole.chromosome, start, end: Math.min(start + MAX_FEATURE_REGION - 1, whole.end) };
      const features: GenomeFeature[] = [];
      for (const track of GENOME_TRACK_IDS) {
        const found = await regionFeatures(store, track, window);
        features.push(...found.filter((feature) => feature.start >= window.start || window.start === whole.start));
      }
      yield { chromosome: whole.chromosome, features: features.sort(byStart) };
    }
  }
}

/** Each chromosome as a whole region. */
export const wholeGenome = (): GenomeRegion[] =>
  GENOME_CHROMOSOMES.map((chromosome) => ({ chromosome, start: 1, end: GENOME_CHROMOSOME_LENGTHS[chromosome] }));
