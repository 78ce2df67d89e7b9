// What a search worker does with each piece of work: runs it on the SQLite stores over its own read-only connection
// to the database file. In WAL mode a reader sees every transaction the server's connection has committed, and the
// search store re-reads its per-build state whenever the index stamp changes (sqlite/store.ts). The gene actions read
// the derived rows of migration 008 as the server's connection left them: it brings them up to date before it hands
// a gene action to a worker (routes/searchActions.ts).
import Database from 'better-sqlite3';
import { answerGeneActionJob } from '../actions/jobs';
import { sqliteGeneActionStore } from '../actions/sqliteStore';
import { sqliteSearchStore } from '../sqlite/store';
import type { SearchJob, SearchJobAnswer } from './messages';

export function searchJobAnswerer(databaseFile: string): (job: SearchJob) => SearchJobAnswer {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  // As the server's own connection reads (db/database.ts): pages through a memory map; and a wait, not an error, in
  // the rare moments a WAL reader must wait for the writer (while it rebuilds the shared WAL index).
  db.pragma('busy_timeout = 5000');
  db.pragma('mmap_size = 1073741824');
  const store = sqliteSearchStore(db);
  const geneActions = sqliteGeneActionStore(db, { derivesRows: false });
  return (job) => {
    try {
      return { id: job.id, ok: true, result: job.kind === 'geneAction' ? answerGeneActionJob(geneActions, job.job) : store.search(job.query) };
    } catch (error) {
      return error instanceof Error ? { id: job.id, ok: false, message: error.message, stack: error.stack } : { id: job.id, ok: false, message: String(error) };
    }
  };
}
