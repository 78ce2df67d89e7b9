// @vitest-environment node
// Starting the server (server/main.ts, API only) over a broken data directory: it stops with exit code 1 and one
// line saying what is wrong and that DATA_DIR is the setting to change, and prints no stack trace. A damaged
// database is refused rather than served.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed';
import { tempDir, type TempDir } from '../testing';
import { openDatabase } from './database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `server/main.ts` over the data directory until it exits (or kills it after 30 s: it should not listen), as
 * `user` (a uid) when given.
 */
function startAndWaitForExit(dataDir: string, user?: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      ...(user === undefined ? {} : { uid: user, gid: user }),
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The start failed with exit code 1 and one line on stderr, matching `pattern`, and no stack trace anywhere. */
function expectOneLineRefusal(outcome: Outcome, pattern: RegExp) {
  expect(outcome.stdout).not.toMatch(/API server:/);
  expect(outcome.code).toBe(1);
  const lines = outcome.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(lines[0]).toMatch(/DATA_DIR/);
  expect(outcome.stderr + outcome.stdout).not.toContain('    at ');
}

/** A real, seeded database, closed cleanly (no WAL left), in dir/portal.sqlite. */
async function seededDatabase(dir: string): Promise<string> {
  const file = path.join(dir, 'portal.sqlite');
  const db = openDatabase(file);
  await seedDatabase(db);
  db.close();
  return file;
}

const runningAsRoot = process.getuid?.() === 0;
const NOBODY = 65534;
/** Whether a server started as nobody could read this project (a clone under a private home folder cannot). */
const nobodyCanStart = () =>
  spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(path.join(root, 'node_modules/tsx/package.json'))})`], {
    uid: NOBODY,
    gid: NOBODY,
  }).status === 0;

describe('start-up with a broken data directory', { timeout: 60_000 }, () => {
  let temp: TempDir | undefined;
  afterEach(() => {
    if (temp) chmodSync(temp.dir, 0o755);
    temp?.remove();
    temp = undefined;
  });

  it('a file where the folder should be', async () => {
    temp = tempDir('portal-startup-');
    const notAFolder = temp.file('data');
    writeFileSync(notAFolder, 'not a folder');
    expectOneLineRefusal(await startAndWaitForExit(notAFolder), /data directory .*data is a file, not a folder/);
  });

  it('a missing folder that cannot be created', async () => {
    temp = tempDir('portal-startup-');
    writeFileSync(temp.file('file'), 'a file, so nothing can be created under it');
    expectOneLineRefusal(await startAndWaitForExit(temp.file('file/data')), /does not exist and cannot be created \(ENOTDIR\)/);
  });

  // chmod does not stop root from writing: run as root, the server starts as nobody (uid 65534), for whom the folder
  // is read-only as for any user but its owner. Skipped only as root in a project nobody may not read.
  it.skipIf(runningAsRoot && !nobodyCanStart())('a read-only folder', async () => {
    temp = tempDir('portal-startup-');
    const user = runningAsRoot ? NOBODY : undefined;
    chmodSync(temp.dir, 0o755);
    const readOnly = temp.file('data');
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o555);
    try {
      expectOneLineRefusal(await startAndWaitForExit(readOnly, user), /data directory .*data is read-only/);
    } finally {
      chmodSync(readOnly, 0o755);
    }
  });

  it('a portal.sqlite that is not a database', async () => {
    temp = tempDir('portal-startup-');
    writeFileSync(temp.file('portal.sqlite'), 'this is not a SQLite database file, just text '.repeat(200));
    expectOneLineRefusal(await startAndWaitForExit(temp.dir), /portal\.sqlite is not a SQLite database/);
  });

  it('a database with one page of records overwritten by garbage is refused, not served', async () => {
    temp = tempDir('portal-startup-');
    const file = await seededDatabase(temp.dir);
    const db = openDatabase(file);
    const { pageSize, pageNumber } = {
      pageSize: db.pragma('page_size', { simple: true }) as number,
      pageNumber: db.prepare<[], { pageno: number }>("SELECT pageno FROM dbstat WHERE name = 'records' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 10").get()!.pageno,
    };
    db.close();
    const garbage = Buffer.alloc(pageSize);
    for (let i = 0; i < pageSize; i++) garbage[i] = (i * 7919 + 13) % 251;
    const handle = openSync(file, 'r+');
    writeSync(handle, garbage, 0, pageSize, (pageNumber - 1) * pageSize);
    closeSync(handle);

    expectOneLineRefusal(await startAndWaitForExit(temp.dir), /database .*portal\.sqlite is damaged/);
  });

  it('a sound database starts', async () => {
    temp = tempDir('portal-startup-');
    await seededDatabase(temp.dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: temp.dir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const listening = await new Promise<boolean>((resolve) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (/API server: http:\/\/127\.0\.0\.1:\d+\/api\//.test(output)) resolve(true);
        });
        child.once('exit', () => resolve(false));
      });
      expect(listening).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
