// A throwaway PostgreSQL cluster for the tests: a fresh data folder under the system's temporary folder, one server
// listening on 127.0.0.1 only, stopped and deleted afterwards. The server programs come from Debian's `postgresql`
// package (not on PATH: /usr/lib/postgresql/<major>/bin) or from POSTGRES_BIN. They refuse to run as root, so under
// root the cluster is made and run as the `postgres` user the package creates.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The oldest major the portal supports; the newest installed one at least this is used. */
const MIN_MAJOR = 15;

export interface ThrowawayCluster {
  /** postgres://portal@127.0.0.1:<port>/postgres — the superuser `portal`, trusted on loopback only. */
  url: string;
  /**
   * Stops the server (fast: sessions ended), runs `whileDown` (what a client meets meanwhile), and starts it again on
   * the same port and data.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /**
   * A streaming replica of this cluster (pg_basebackup -R) on a port of its own, applying what it receives only
   * after `applyDelay` (recovery_min_apply_delay, e.g. '1h': a replica that stays behind for a whole test).
   */
  standby(options?: { applyDelay?: string }): Promise<ThrowawayCluster>;
  stop(): Promise<void>;
}

export class PostgresMissingError extends Error {
  constructor() {
    super(
      `PostgreSQL ${MIN_MAJOR} or newer is not installed: the store tests run against a real PostgreSQL. Install Debian's ` +
        '`postgresql` package (apt-get install postgresql), set POSTGRES_BIN to the folder holding initdb and pg_ctl, ' +
        'or set PORTAL_TEST_DATABASE_URL to a PostgreSQL server the tests may create databases on.',
    );
    this.name = 'PostgresMissingError';
  }
}

/** The folder holding initdb and pg_ctl. */
export function postgresBinDir(): string {
  const given = process.env.POSTGRES_BIN;
  if (given) {
    if (!existsSync(path.join(given, 'initdb'))) throw new PostgresMissingError();
    return given;
  }
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((major) => major >= MIN_MAJOR && existsSync(path.join(root, String(major), 'bin', 'initdb')))
        .sort((a, b) => b - a)
    : [];
  if (majors.length === 0) throw new PostgresMissingError();
  return path.join(root, String(majors[0]), 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function ownerIds(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

type Exec = (program: string, args: string[]) => Promise<unknown>;

/** Starts a cluster on a free loopback port; settings favour speed over durability (the data is thrown away). */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = postgresBinDir();
  const dir = await clusterDirectory();
  const exec = clusterExec(bin);
  const data = path.join(dir, 'data');
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'portal', '-E', 'UTF8', '--locale=C', '--no-sync']);
  return runCluster(exec, dir, data, []);
}

/**
 * A cluster kept in `dir` from one run to the next (the benchmark's full-scale database): made by initdb the first
 * time, started on `port` (a free loopback port when not given) with the same settings as a throwaway one, and stopped
 * but not deleted by stop(). fsync is off, so a machine crash may spoil it: delete the folder and it is made again.
 */
export async function startKeptCluster(dir: string, port?: number): Promise<ThrowawayCluster> {
  const exec = clusterExec(postgresBinDir());
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await ownByPostgres(dir);
    await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'portal', '-E', 'UTF8', '--locale=C', '--no-sync']);
  }
  return runCluster(exec, dir, data, [], { keep: true, port });
}

async function ownByPostgres(dir: string) {
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = await ownerIds('postgres');
  chownSync(dir, uid, gid);
}

async function clusterDirectory(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  await ownByPostgres(dir);
  return dir;
}

/** Runs a PostgreSQL program as the cluster's owner: under root, runuser switches to `postgres` without a password or a login shell (util-linux, always on Debian). */
function clusterExec(bin: string): Exec {
  const asRoot = process.getuid?.() === 0;
  return (program, args) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args));
}

async function runCluster(exec: Exec, dir: string, data: string, extraSettings: string[], kept: { keep: boolean; port?: number | undefined } = { keep: false }): Promise<ThrowawayCluster> {
  const port = kept.port ?? (await freePort());
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    ...extraSettings,
  ].join(' ');
  const start = () => exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  await start();
  const url = `postgres://portal@127.0.0.1:${port}/postgres`;
  return {
    url,
    async restart(whileDown) {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      try {
        await whileDown?.();
      } finally {
        await start();
      }
    },
    async standby({ applyDelay } = {}) {
      const standbyDir = await clusterDirectory();
      const standbyData = path.join(standbyDir, 'data');
      await exec('pg_basebackup', ['-d', url, '-D', standbyData, '-R', '-X', 'stream', '--no-sync']);
      return runCluster(exec, standbyDir, standbyData, applyDelay ? [`-c recovery_min_apply_delay=${applyDelay}`] : []);
    },
    async stop() {
      if (kept.keep) {
        await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        return;
      }
      try {
        await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
