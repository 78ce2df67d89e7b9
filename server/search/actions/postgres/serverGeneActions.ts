// The gene actions of a server on PostgreSQL, as app.ts wires them: the store its routes read (BLAST, the tools'
// datasets), the runner of the gene-action calls (in worker threads, each with a small pool of its own) and the
// source the PatMatch and BLAST report-page workers open.
import type { PostgresConnection } from '../../../db/postgres/connection';
import { geneActionRunner, type GeneActionRunner } from '../../pool/geneActionRunners';
import type { GeneActionStore } from '../store';
import type { GeneActionStoreSource } from '../storeSource';
import { postgresGeneActionStore } from './store';

export interface ServerGeneActions {
  store: GeneActionStore;
  runner: GeneActionRunner;
  /** For `new PatmatchPool({ store: source })` and `reportPageWorker({ store: source })`. */
  source: GeneActionStoreSource;
}

/**
 * `url` is the address `connection` was opened with (DATABASE_URL): the workers connect to the primary, whose derived
 * rows they may bring up to date. `workers`: gene-action worker threads (geneActionWorkerCount), or 0 for none.
 */
export function postgresServerGeneActions(connection: PostgresConnection, url: string, workers: number): ServerGeneActions {
  const store = postgresGeneActionStore(connection.primary);
  const source: GeneActionStoreSource = { kind: 'postgres', url };
  return { store, runner: geneActionRunner(store, source, workers), source };
}
