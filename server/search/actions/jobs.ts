// The gene actions and the sequence call as jobs: a request read and checked by its route, answered here with the
// bytes of its HTTP answer. A job is plain data, so a search worker can answer it over its own connection
// (search/pool/) while the request thread answers other requests; the bytes cross back without a copy. For a member
// who pays by units the job also reports the loci its answer read, which the request thread then charges before it
// sends the answer (access/contentAccessHook.ts): finding them is part of the work, so it happens here too.
import { fastaText } from '../../sequences/fasta';
import { sequenceEntries, type SequenceRequest } from '../../sequences/service';
import { freeAnnotations, searchAnnotations, type AnnotationSearch } from './annotations';
import { geneDescriptions } from './descriptions';
import { locusHistories } from './locusHistory';
import { microarrayElements } from './microarray';
import type { Platform } from '../../../contracts/search/geneActions';
import type { GeneActionStore } from './store';

export type GeneActionJob = (
  | { action: 'descriptions' | 'locusHistory'; locusIds: string[]; limit: number }
  | { action: 'microarray'; locusIds: string[]; platforms?: Platform[]; limit: number }
  | { action: 'annotations'; search: AnnotationSearch }
  | { action: 'freeAnnotations'; target: { publicationId: string } | { keywordId: string }; limit: number }
  | { action: 'sequences'; request: SequenceRequest }
) & {
  /** Report the loci the answer read (`lociRead`): asked only for a member who pays by units. */
  countLoci?: boolean;
};

export interface GeneActionAnswer {
  contentType: 'application/json; charset=utf-8' | 'text/plain; charset=utf-8';
  /** UTF-8, in a buffer of their own (so a worker can hand it over rather than copy it). */
  bytes: Uint8Array;
  /**
   * With `countLoci`: the keys of the loci the answer was made from, each once. For the id lists, every locus asked
   * for that exists (also those the row limit leaves out of `docs`, which `total` counts); for an annotation search
   * by name, keyword or publication, the loci of the annotation rows the answer holds.
   */
  lociRead?: string[];
}

const encoder = new TextEncoder();
const json = (value: unknown): GeneActionAnswer => ({ contentType: 'application/json; charset=utf-8', bytes: encoder.encode(JSON.stringify(value)) });

/** { docs, total, error: false }: the first `limit` docs, and how many there are. */
const docsAnswer = <T>(docs: readonly T[], limit: number) => json({ docs: docs.slice(0, limit), total: docs.length, error: false });

/** `store`, noting the key of every locus its reads find: the loci an answer is made from. */
function notingLoci(store: GeneActionStore, noted: Set<string>): GeneActionStore {
  return {
    ...store,
    loci: async (ids, fields) => {
      const found = await store.loci(ids, fields);
      for (const locus of found) noted.add(locus.key);
      return found;
    },
  };
}

async function answerOf(store: GeneActionStore, job: GeneActionJob, noted: Set<string> | null): Promise<GeneActionAnswer> {
  switch (job.action) {
    case 'descriptions':
      return docsAnswer(await geneDescriptions(store, job.locusIds), job.limit);
    case 'locusHistory':
      return docsAnswer(await locusHistories(store, job.locusIds), job.limit);
    case 'microarray':
      return docsAnswer(await microarrayElements(store, job.locusIds, job.platforms), job.limit);
    case 'annotations':
    case 'freeAnnotations': {
      const answer = job.action === 'annotations' ? await searchAnnotations(store, job.search) : await freeAnnotations(store, job.target, job.limit);
      // A search by name, keyword or publication finds its rows without reading loci: the rows name them.
      for (const doc of answer.docs) noted?.add(doc.locus.id);
      return json({ ...answer, error: false });
    }
    case 'sequences':
      return { contentType: 'text/plain; charset=utf-8', bytes: encoder.encode(fastaText(await sequenceEntries(store, job.request))) };
  }
}

export async function answerGeneActionJob(store: GeneActionStore, job: GeneActionJob): Promise<GeneActionAnswer> {
  if (!job.countLoci) return answerOf(store, job, null);
  const noted = new Set<string>();
  return { ...(await answerOf(notingLoci(store, noted), job, noted)), lociRead: [...noted] };
}
