// The PostgreSQL of `npm run bench:api -- --stores …,postgres`: the database DATABASE_URL names, or a cluster of the
// bench's own kept in BENCH_POSTGRES_DIR (default .data/bench-postgres/, started and stopped by each run, reused by
// the next). When it holds no full-scale dataset, `npm run data:scale -- --to`'s copy step loads the bench's scale
// file into it, so that both stores hold the same rows; a load that completed marks the database with a comment, so a
// load cut short is thrown away and made again. Delete the folder to load a regenerated scale file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, redactedUrl } from '../../server/db/postgres/connection';
import { refreshDerivedRows } from '../../server/search/actions/postgres/derivedRows';
import { DEFAULT_SEED } from '../dataScale/generate';
import { FULL_SCALE } from '../dataScale/plan';
import { copyScaleFileIntoPostgres } from '../dataScale/toPostgres';
import { startKeptCluster } from '../test/postgresCluster';

const BENCH_DATABASE = 'portal_bench';
const LOADED_MARK = `npm run bench:api: full-scale dataset, seed ${DEFAULT_SEED}`;

export interface BenchPostgres {
  url: string;
  /** e.g. 'PostgreSQL 15.14 (cluster in .data/bench-postgres)'. */
  label: string;
  /** The postmaster's process id when the cluster is the bench's own (its processes' CPU time is then counted). */
  postmasterPid: number | null;
  stop(): Promise<void>;
}

export const benchPostgresDir = () => path.resolve(process.env.BENCH_POSTGRES_DIR ?? path.join('.data', 'bench-postgres'));

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** Creates the bench database on the cluster, or makes it again when an earlier load did not finish. Returns whether it holds the dataset. */
async function benchDatabase(adminUrl: string): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ mark: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = $1",
      [BENCH_DATABASE],
    );
    if (rows[0]?.mark === LOADED_MARK) return true;
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
    return false;
  });
}

async function loadFullScale(file: string, url: string, log: (message: string) => void) {
  const started = performance.now();
  log(`Loading ${file} into ${redactedUrl(url)} (the copy of npm run data:scale -- --to)…`);
  await copyScaleFileIntoPostgres(file, url, (message) => log(`  ${message}`));
  log(`Loaded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

/** Whether the database DATABASE_URL names holds the full-scale dataset (its loci all there). */
async function holdsFullScale(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ present: string | null }>("SELECT to_regclass('records')::text AS present");
    if (!rows[0]?.present) return false;
    const counted = await client.query<{ count: string }>("SELECT count(*) AS count FROM records WHERE type = 'locus'");
    return Number(counted.rows[0]?.count ?? 0) >= FULL_SCALE.loci;
  });
}

/** The gene actions' derived rows of a database loaded before the loader derived them (scripts/dataScale/toPostgres.ts says why). */
async function deriveQueuedRows(url: string, log: (message: string) => void) {
  const connection = await openPostgres(url, { maxConnections: 1, settingName: 'the bench database' });
  try {
    const read = await refreshDerivedRows(connection.primary);
    if (read > 0) log(`Gene actions: derived the rows of ${read} loci.`);
  } finally {
    await connection.close();
  }
}

const serverVersion = (url: string) => withClient(url, async (client) => (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?');

/** `file`: the full-scale SQLite file to load; `port`: where the bench's own cluster listens (a free port when not given). */
export async function openBenchPostgres({ file, port, log }: { file: string; port?: number | undefined; log: (message: string) => void }): Promise<BenchPostgres> {
  const given = process.env.DATABASE_URL;
  if (given) {
    if (!(await holdsFullScale(given))) await loadFullScale(file, given, log);
    await deriveQueuedRows(given, log);
    return { url: given, label: `PostgreSQL ${await serverVersion(given)} (DATABASE_URL)`, postmasterPid: null, stop: async () => {} };
  }
  const dir = benchPostgresDir();
  const cluster = await startKeptCluster(dir, port);
  try {
    const url = cluster.url.replace(/\/postgres$/, `/${BENCH_DATABASE}`);
    if (!(await benchDatabase(cluster.url))) {
      await loadFullScale(file, url, log);
      await withClient(cluster.url, (client) => client.query(`COMMENT ON DATABASE ${BENCH_DATABASE} IS '${LOADED_MARK}'`));
    }
    await deriveQueuedRows(url, log);
    const postmasterPid = Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const label = `PostgreSQL ${await serverVersion(url)} (cluster in ${path.relative(process.cwd(), dir) || dir}, fsync off)`;
    return { url, label, postmasterPid, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
