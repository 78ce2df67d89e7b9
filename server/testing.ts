// Helpers for the server tests: a fresh temp directory per test, removed afterwards; a server listening on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import { sqliteGeneActionStore } from './search/actions/sqliteStore';
import { recordStore } from './db/records';
import { sqliteRecordReader } from './db/sqlite/recordReader';
import { sqliteJobStore } from './tools/jobs/sqlite/jobStore';

export interface TempDir {
  dir: string;
  file: (name: string) => string;
  remove: () => void;
}

export function tempDir(prefix = 'portal-server-'): TempDir {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    file: (name) => path.join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Starts `app` on a free port of 127.0.0.1 and returns its origin (http://127.0.0.1:port). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Every item of an asynchronous sequence, in order (Array.fromAsync, which Node 20 lacks). */
export async function allOf<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** What the BLAST route reads, over `db`, as app.ts gives it (a test adds its own queue, limits and data folder). */
export const blastToolStores = (db: Db) => ({ store: sqliteGeneActionStore(db), jobStore: sqliteJobStore(db), records: sqliteRecordReader(recordStore(db)) });
