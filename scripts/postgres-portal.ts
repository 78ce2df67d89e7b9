// `npm run start:postgres`: the portal on PostgreSQL, several server processes over one database, with nothing to
// install or configure beyond Debian's `postgresql` package. Without DATABASE_URL it starts a throwaway cluster in a
// temporary folder (initdb and pg_ctl as the current user, or as `postgres` under root: scripts/test/postgresCluster.ts)
// and removes it on Ctrl-C; with DATABASE_URL it uses that database. PROCESSES (default 2) processes of the compiled
// server, as `npm start` runs it, listen on PORT, PORT+1, … (default 8080), each with its own DATA_DIR under
// .data/postgres-portal/ (or DATA_DIR itself for one process). `--test-build` serves the end-to-end run's build
// (playwright.postgres.config.ts, and playwright.config.ts with E2E_DATABASE=postgres).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureServerBuild, SERVER_MAIN } from './build/serverBuild';
import { TEST_BUILD_DIR } from './build/testBuild';
import { startThrowawayCluster, type ThrowawayCluster } from './test/postgresCluster';
import { ensureTestBuild, root } from './test/prepareE2e';

/** The file in each process's DATA_DIR naming the database it runs on. */
export const DATABASE_URL_FILE = 'database-url';

const processes = Number(process.env.PROCESSES ?? 2);
const firstPort = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) throw new Error(`PROCESSES must be a whole number from 1 to 16, not "${process.env.PROCESSES}".`);
const testBuild = process.argv.includes('--test-build');

if (testBuild) await ensureTestBuild();
await ensureServerBuild(root);

let cluster: ThrowawayCluster | null = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  cluster = await startThrowawayCluster();
  databaseUrl = cluster.url.replace(/\/postgres$/, '/portal');
  const admin = await import('pg');
  const client = new admin.default.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query('CREATE DATABASE portal');
  await client.end();
  console.log(`Started a throwaway PostgreSQL cluster: ${databaseUrl} (removed when this stops).`);
}

const children: ChildProcess[] = [];
/** The database-url files written, removed on stop: a folder reused by a SQLite run must not point at a cluster gone. */
const urlFiles: string[] = [];
let stopping = false;

async function stop(code: number): Promise<never> {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await cluster?.stop();
  for (const file of urlFiles) rmSync(file, { force: true });
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

/** Starts one server process; resolves when it listens. */
function startProcess(index: number): Promise<void> {
  const port = firstPort + index;
  // DATA_DIR when given (the end-to-end servers), else a folder per process under .data/postgres-portal.
  const base = path.resolve(root, process.env.DATA_DIR ?? path.join('.data', 'postgres-portal'));
  const dataDir = processes === 1 && process.env.DATA_DIR ? base : path.join(base, String(port));
  mkdirSync(dataDir, { recursive: true });
  // For the end-to-end helpers that arrange what no page can (tests/e2e/offSite.ts).
  const urlFile = path.join(dataDir, DATABASE_URL_FILE);
  writeFileSync(urlFile, `${databaseUrl}\n`);
  urlFiles.push(urlFile);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN, '--front-end'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...(testBuild ? { FRONT_END_DIR: TEST_BUILD_DIR } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(`[${port}] ${text}`);
      output += text;
      if (/The portal is running at http|API server: http/.test(output)) resolve();
    });
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`The server process on port ${port} stopped (${code}).`);
        reject(new Error(`server ${port} exited`));
        void stop(1);
      }
    });
  });
}

try {
  // All at once: the first to take the database's advisory locks migrates and seeds it, the others wait and reuse it.
  await Promise.all(Array.from({ length: processes }, (_, index) => startProcess(index)));
  console.log(`${processes} server process${processes === 1 ? '' : 'es'} over ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}: ports ${firstPort}–${firstPort + processes - 1}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
