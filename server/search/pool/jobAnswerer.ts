// What a search worker does with each search: runs it on the SQLite store over its own read-only connection to the
// database file. In WAL mode a reader sees every transaction the server's connection has committed, and the store
// re-reads its per-build state whenever the index stamp changes (sqlite/store.ts).
import Database from 'better-sqlite3';
import { sqliteSearchStore } from '../sqlite/store';
import type { SearchJob, SearchJobAnswer } from './messages';

export function searchJobAnswerer(databaseFile: string): (job: SearchJob) => SearchJobAnswer {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  // As the server's own connection reads (db/database.ts): pages through a memory map; and a wait, not an error, in
  // the rare moments a WAL reader must wait for the writer (while it rebuilds the shared WAL index).
  db.pragma('busy_timeout = 5000');
  db.pragma('mmap_size = 1073741824');
  const store = sqliteSearchStore(db);
  return ({ id, query }) => {
    try {
      return { id, ok: true, result: store.search(query) };
    } catch (error) {
      return error instanceof Error ? { id, ok: false, message: error.message, stack: error.stack } : { id, ok: false, message: String(error) };
    }
  };
}
