// What the search pool (searchPool.ts) and its worker threads (searchWorker.ts) send each other. Docs stay JSON text
// on both sides: a worker answers the strings the index holds, and the request thread puts them into the answer as
// they are. A gene action is answered as the bytes of its HTTP answer, handed over rather than copied.
import type { GeneActionAnswer, GeneActionJob } from '../actions/jobs';
import type { GeneActionStoreSource } from '../actions/storeSource';
import type { SearchQuery, SearchResult } from '../types';

/** Given to each worker when it starts. */
export interface SearchWorkerSetup {
  /** The SQLite file the worker opens, read-only, for searches (and gene actions, unless `geneActions` names a store). */
  databaseFile?: string;
  /** Where the worker reads the gene actions from: the SQLite file of `databaseFile` when absent. */
  geneActions?: GeneActionStoreSource;
  /** Whether the worker's thread yields the CPU to the request thread (searchWorker.ts). */
  lowPriority?: boolean;
}

/** What a worker is asked to do: a search, or a gene action (search/actions/jobs.ts). */
export type SearchWork = { kind: 'search'; query: SearchQuery } | { kind: 'geneAction'; job: GeneActionJob };

/** One piece of work for a worker; it runs one at a time. */
export type SearchJob = SearchWork & { id: number };

export type SearchJobAnswer =
  | { id: number; ok: true; result: SearchResult | GeneActionAnswer }
  /** The work threw: the message and stack are for the server's log, never for the client. */
  | { id: number; ok: false; message: string; stack?: string };

/** The buffers an answer hands over to the request thread instead of copying: a gene action's bytes. */
export function transferredBy(answer: SearchJobAnswer): ArrayBuffer[] {
  if (!answer.ok || !('bytes' in answer.result)) return [];
  const { buffer } = answer.result.bytes;
  return buffer instanceof ArrayBuffer ? [buffer] : [];
}
