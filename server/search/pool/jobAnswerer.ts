// What a search worker does with each piece of work: runs it on the stores of its own connections. Searches read the
// SQLite file read-only: in WAL mode a reader sees every transaction the server's connection has committed, and the
// search store re-reads its per-build state whenever the index stamp changes (sqlite/store.ts). Gene actions read
// the store their source names (actions/storeSource.ts); on SQLite, the derived rows of migration 008 as the
// server's connection left them: it brings them up to date before it hands a gene action to a worker
// (geneActionRunners.ts).
import Database from 'better-sqlite3';
import { answerGeneActionJob } from '../actions/jobs';
import { workerGeneActionStore } from '../actions/storeSource';
import { sqliteSearchStore } from '../sqlite/store';
import type { SyncSearchStore } from '../types';
import type { SearchJob, SearchJobAnswer, SearchWorkerSetup } from './messages';

function openSearchStore(databaseFile: string): SyncSearchStore {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  // As the server's own connection reads (db/database.ts): pages through a memory map; and a wait, not an error, in
  // the rare moments a WAL reader must wait for the writer (while it rebuilds the shared WAL index).
  db.pragma('busy_timeout = 5000');
  db.pragma('mmap_size = 1073741824');
  return sqliteSearchStore(db);
}

export function searchJobAnswerer({ databaseFile, geneActions }: SearchWorkerSetup): (job: SearchJob) => Promise<SearchJobAnswer> {
  let searchStore: SyncSearchStore | null = null;
  const geneActionSource = geneActions ?? (databaseFile === undefined ? undefined : { kind: 'sqlite' as const, file: databaseFile });
  const geneActionStore = geneActionSource && workerGeneActionStore(geneActionSource, { readOnly: true });
  const answerOf = async (job: SearchJob) => {
    if (job.kind === 'geneAction') {
      if (!geneActionStore) throw new Error('This worker was given no store of gene actions.');
      return answerGeneActionJob(await geneActionStore(), job.job);
    }
    if (databaseFile === undefined) throw new Error('This worker was given no search database.');
    searchStore ??= openSearchStore(databaseFile);
    return searchStore.search(job.query);
  };
  return async (job) => {
    try {
      return { id: job.id, ok: true, result: await answerOf(job) };
    } catch (error) {
      return error instanceof Error ? { id: job.id, ok: false, message: error.message, stack: error.stack } : { id: job.id, ok: false, message: String(error) };
    }
  };
}
