// What a server process runs on: its stores, its search, the workers of its tools, and where it keeps files of its
// own. One implementation per database (sqliteBackend.ts, postgresBackend.ts); server/app.ts builds the routes over
// either without knowing which.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { GenomeStore } from '../genome/store';
import type { GeneActionStore } from '../search/actions/store';
import type { GeneActionRunner } from '../search/pool/geneActionRunners';
import type { SearchStore } from '../search/types';
import type { SeedOptions } from '../seed';
import type { PortalStore } from '../store/stores';
import type { ReportPages } from '../tools/blast/reportPages';
import type { PatmatchPool } from '../tools/patmatch/pool';

export interface PortalBackend {
  kind: PortalStore['kind'];
  portal: PortalStore;
  /** The searches of the search routes and the symbol form's lookups. */
  search: SearchStore;
  geneActions: GeneActionRunner;
  /** The sequences the BLAST databases and the tool dataset sizes are cut from. */
  geneActionStore: GeneActionStore;
  /** The genome browser's features and the genome exports (server/genome). */
  genome: GenomeStore;
  /** Null where the tools' worker threads cannot open the database (an in-memory SQLite database). */
  patmatchPool: PatmatchPool | null;
  blastReportPages: ReportPages | undefined;
  /** Where this process keeps what it builds for itself (the BLAST databases). */
  dataDir: string;
  /** Counts the rate limits where every process sees them (PostgreSQL); in the process when absent. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** The embedded database, for the SQLite backend only (seeding, tests). */
  sqlite?: Db;
  /** The database as the start-up line names it (a PostgreSQL address without its password). */
  label: string;
  /** Seeds what a first start needs where it is empty (server/seed.ts); the number of detail records inserted. */
  seed(options: SeedOptions): Promise<number>;
  /** Hooks of this backend on the server (PostgreSQL: which reads may go to the replica). */
  register?(app: FastifyInstance): void;
  /** Ends the workers, then the connections. */
  close(): Promise<void>;
}
