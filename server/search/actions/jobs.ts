// The gene actions and the sequence call as jobs: a request read and checked by its route, answered here with the
// bytes of its HTTP answer. A job is plain data, so a search worker can answer it over its own connection
// (search/pool/) while the request thread answers other requests; the bytes cross back without a copy.
import { fastaText } from '../../sequences/fasta';
import { sequenceEntries, type SequenceRequest } from '../../sequences/service';
import { freeAnnotations, searchAnnotations, type AnnotationSearch } from './annotations';
import { geneDescriptions } from './descriptions';
import { locusHistories } from './locusHistory';
import { microarrayElements } from './microarray';
import type { Platform } from './requests';
import type { GeneActionStore } from './store';

export type GeneActionJob =
  | { action: 'descriptions' | 'locusHistory'; locusIds: string[]; limit: number }
  | { action: 'microarray'; locusIds: string[]; platforms?: Platform[]; limit: number }
  | { action: 'annotations'; search: AnnotationSearch }
  | { action: 'freeAnnotations'; target: { publicationId: string } | { keywordId: string }; limit: number }
  | { action: 'sequences'; request: SequenceRequest };

export interface GeneActionAnswer {
  contentType: 'application/json; charset=utf-8' | 'text/plain; charset=utf-8';
  /** UTF-8, in a buffer of their own (so a worker can hand it over rather than copy it). */
  bytes: Uint8Array;
}

const encoder = new TextEncoder();
const json = (value: unknown): GeneActionAnswer => ({ contentType: 'application/json; charset=utf-8', bytes: encoder.encode(JSON.stringify(value)) });

/** { docs, total, error: false }: the first `limit` docs, and how many there are. */
const docsAnswer = <T>(docs: readonly T[], limit: number) => json({ docs: docs.slice(0, limit), total: docs.length, error: false });

export function answerGeneActionJob(store: GeneActionStore, job: GeneActionJob): GeneActionAnswer {
  switch (job.action) {
    case 'descriptions':
      return docsAnswer(geneDescriptions(store, job.locusIds), job.limit);
    case 'locusHistory':
      return docsAnswer(locusHistories(store, job.locusIds), job.limit);
    case 'microarray':
      return docsAnswer(microarrayElements(store, job.locusIds, job.platforms), job.limit);
    case 'annotations':
      return json({ ...searchAnnotations(store, job.search), error: false });
    case 'freeAnnotations':
      return json({ ...freeAnnotations(store, job.target, job.limit), error: false });
    case 'sequences':
      return { contentType: 'text/plain; charset=utf-8', bytes: encoder.encode(fastaText(sequenceEntries(store, job.request))) };
  }
}
