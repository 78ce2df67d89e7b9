// JBrowse data adapters over the portal's genome API: a track's features for any region, the assembly's sequence,
// and the chromosome names records use. They run on the page's main thread (the view uses JBrowse's main-thread RPC
// driver), so they fetch through the portal's one API client.
import { BaseAdapter, BaseFeatureDataAdapter, BaseSequenceAdapter } from '@jbrowse/core/data_adapters/BaseAdapter';
import type { BaseOptions } from '@jbrowse/core/data_adapters/BaseAdapter';
import { ObservableCreate } from '@jbrowse/core/util/rxjs';
import SimpleFeature, { type Feature } from '@jbrowse/core/util/simpleFeature';
import { GENOME_CHROMOSOMES, GENOME_CHROMOSOME_LENGTHS, normalizeChromosome } from '../../../../contracts/genome/chromosomes';
import type { GenomeTrackId } from '../../../../contracts/genome/features';
import { MAX_FEATURE_REGION, MAX_SEQUENCE_REGION, type GenomeRegion } from '../../../../contracts/genome/region';
import { genomeFeatures, genomeSequence } from '../../../api/genome';
import { toJBrowseFeature } from './jbrowseFeatures';

interface JBrowseRegion {
  refName: string;
  /** 0-based, half-open. */
  start: number;
  end: number;
}

/** A JBrowse region as the API's 1-based inclusive region, clipped to the chromosome; undefined off the assembly. */
function apiRegion({ refName, start, end }: JBrowseRegion): GenomeRegion | undefined {
  const chromosome = normalizeChromosome(refName);
  if (!chromosome) return undefined;
  const to = Math.min(Math.ceil(end), GENOME_CHROMOSOME_LENGTHS[chromosome]);
  const from = Math.max(1, Math.floor(start) + 1);
  return from <= to ? { chromosome, start: from, end: to } : undefined;
}

/** One track of the genome API (the adapter configuration's `track`). */
export class PortalFeatureAdapter extends BaseFeatureDataAdapter {
  async getRefNames(): Promise<string[]> {
    return [...GENOME_CHROMOSOMES];
  }

  getFeatures(query: JBrowseRegion, _options?: BaseOptions) {
    return ObservableCreate<Feature>(async (observer) => {
      const region = apiRegion(query);
      if (region) {
        if (region.end - region.start + 1 > MAX_FEATURE_REGION) {
          throw new Error(`Zoom in to see features: the browser shows them ${MAX_FEATURE_REGION / 1_000_000} Mb at a time.`);
        }
        const answer = await genomeFeatures(region, this.getConf('track') as GenomeTrackId);
        for (const feature of answer.features) {
          const data = toJBrowseFeature(feature, query.refName);
          observer.next(new SimpleFeature({ id: data.uniqueId, data: { ...data } }));
        }
      }
      observer.complete();
    });
  }
}

/** The TAIR10 sequence, read a region at a time from the FASTA export; JBrowse asks only when zoomed in to bases. */
export class PortalSequenceAdapter extends BaseSequenceAdapter {
  async getRefNames(): Promise<string[]> {
    return [...GENOME_CHROMOSOMES];
  }

  async getRegions() {
    return GENOME_CHROMOSOMES.map((refName) => ({ refName, start: 0, end: GENOME_CHROMOSOME_LENGTHS[refName] }));
  }

  getFeatures(query: JBrowseRegion, _options?: BaseOptions) {
    return ObservableCreate<Feature>(async (observer) => {
      const region = apiRegion(query);
      if (region && region.end - region.start + 1 <= MAX_SEQUENCE_REGION) {
        const seq = await genomeSequence(region);
        const data = { refName: query.refName, start: region.start - 1, end: region.end, seq };
        observer.next(new SimpleFeature({ id: `${query.refName} ${data.start}-${data.end}`, data }));
      }
      observer.complete();
    });
  }
}

// The other spellings of each chromosome that records and other references use (contracts/genome/chromosomes.ts
// reads them all; JBrowse needs them listed).
const otherNames: Record<(typeof GENOME_CHROMOSOMES)[number], string[]> = {
  Chr1: ['1', 'chr1', 'CHR1'],
  Chr2: ['2', 'chr2', 'CHR2'],
  Chr3: ['3', 'chr3', 'CHR3'],
  Chr4: ['4', 'chr4', 'CHR4'],
  Chr5: ['5', 'chr5', 'CHR5'],
  ChrC: ['C', 'chrC', 'Pt', 'chloroplast'],
  ChrM: ['M', 'chrM', 'Mt', 'mitochondria'],
};

/** Lets a reader (or a shared address) say '1' or 'chr1' for Chr1. */
export class PortalRefNameAliasAdapter extends BaseAdapter {
  async getRefNameAliases() {
    return GENOME_CHROMOSOMES.map((refName) => ({ refName, aliases: otherNames[refName] }));
  }
}
