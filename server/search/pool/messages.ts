// What the search pool (searchPool.ts) and its worker threads (searchWorker.ts) send each other. Docs stay JSON text
// on both sides: a worker answers the strings the index holds, and the request thread puts them into the answer as
// they are.
import type { SearchQuery, SearchResult } from '../types';

/** Given to each worker when it starts. */
export interface SearchWorkerSetup {
  /** The module the boot file loads (searchWorker.ts, or a test's stand-in). */
  entry: string;
  /** The SQLite file the worker opens, read-only. */
  databaseFile: string;
}

/** One search for a worker; it runs one at a time. */
export interface SearchJob {
  id: number;
  query: SearchQuery;
}

export type SearchJobAnswer =
  | { id: number; ok: true; result: SearchResult }
  /** The search threw: the message and stack are for the server's log, never for the client. */
  | { id: number; ok: false; message: string; stack?: string };
