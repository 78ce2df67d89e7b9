// @vitest-environment node
// A write is acknowledged only after it has committed: the server is killed with SIGKILL straight after its answers,
// with no chance to finish anything or close the database, and every acknowledged write is there after a restart.
// (That the commit also survives a power cut rests on synchronous FULL in WAL mode, or on PostgreSQL's own fsync at
// commit, which a process kill cannot show.) Run on the embedded SQLite file and on PostgreSQL (DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from './db/postgres/testDatabase.testSupport';
import { tempDir, type TempDir } from './testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface RunningServer {
  child: ChildProcess;
  origin: string;
}

/** Starts `server/main.ts` (API only) on a free port over the data directory, and waits until it listens. */
function startServer(dataDir: string, databaseUrl?: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    // One process: tsx as Node's loader. (tsx's own command line runs the script in a child process, which a
    // SIGKILL to the command would leave running, and the test would not be killing the server at all.)
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'silent',
        LOGIN_RATE_LIMIT: '1000',
        REGISTRATION_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API server: (http:\/\/127\.0\.0\.1:\d+)\/api\//.exec(output);
      if (match?.[1]) resolve({ child, origin: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

function kill(server: RunningServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

const registration = (n: number) => ({
  username: `durable${n}`,
  password: `seeds${n}xyz`.slice(0, 10),
  password_confirm: `seeds${n}xyz`.slice(0, 10),
  email: `durable${n}@example.org`,
  okMail: false,
  okGeneSymbol: false,
  okEmailDisplay: false,
  firstName: 'Durable',
  lastName: `Tester ${n}`,
  institutionName: 'Test Institute',
  country: 'Other',
  state: 'N/A',
});

describe.each(['SQLite', 'PostgreSQL'] as const)('durability on %s', (store) => {
  let temp: TempDir | undefined;
  let database: TestDatabase | undefined;
  const running: RunningServer[] = [];
  afterEach(async () => {
    await Promise.all(running.map(kill));
    running.length = 0;
    temp?.remove();
    await database?.drop();
  });

  it('keeps every acknowledged write through a SIGKILL right after the answers', { timeout: 120_000 }, async () => {
    temp = tempDir('portal-durability-');
    database = store === 'PostgreSQL' ? await testDatabase() : undefined;
    const first = await startServer(temp.dir, database?.url);
    running.push(first);

    const acknowledged: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const response = await fetch(`${first.origin}/api/user/register-person`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registration(n)),
        });
        if (response.status === 201) acknowledged.push(n);
      }),
    );
    expect(acknowledged).toHaveLength(12);
    await kill(first);

    const second = await startServer(temp.dir, database?.url);
    running.push(second);
    for (const n of acknowledged) {
      const { username, password } = registration(n);
      const login = await fetch(`${second.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      expect(login.status, username).toBe(200);
    }
  });
});
