// @vitest-environment node
// `server/main.ts` as an operator starts it: the demo-mode warning on stderr, the banner, a bad DEMO_MODE, and a
// database seeded by a demo that a server for real use refuses (README "Demo mode").
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir, type TempDir } from './testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  /** null while the server still runs (it listened and was stopped by the test). */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  origin?: string;
  /** What whileRunning threw. */
  failure?: unknown;
}

/**
 * Starts main.ts (API only, port 0) with these settings; once it listens, runs `whileRunning` against it and stops
 * it. Reports how it exited and what it printed.
 */
function start(env: Record<string, string>, whileRunning: (origin: string) => Promise<void> = async () => {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: Run = { exitCode: null, stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      const listening = /API server: (http:\/\/127\.0\.0\.1:\d+)\/api\//.exec(run.stdout);
      if (listening?.[1] && !run.origin) {
        run.origin = listening[1];
        child.removeAllListeners('exit');
        child.once('exit', () => resolve(run));
        void whileRunning(run.origin)
          .catch((error: unknown) => (run.failure = error))
          .finally(() => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.once('exit', (code) => {
      run.exitCode = code;
      resolve(run);
    });
  });
}

let temp: TempDir | undefined;
afterEach(() => {
  temp?.remove();
  temp = undefined;
});

describe('starting the server', () => {
  it('warns loudly on stderr when demo mode is asked for on a server others can reach', async () => {
    temp = tempDir();
    const run = await start({ DATA_DIR: temp.dir, DEMO_MODE: 'on', PUBLIC_ORIGIN: 'https://demo.example.org' });
    expect(run.stderr).toMatch(/WARNING: DEMO_MODE=on on a server that other machines can reach/);
    expect(run.stderr).toMatch(/lets ANYONE log in as ANY member with a linked ORCID iD/);
    expect(run.stdout).toContain('This is a DEMO');
  }, 60_000);

  it('says a local start is a demo, and prints no warning', async () => {
    temp = tempDir();
    const run = await start({ DATA_DIR: temp.dir });
    expect(run.stdout).toContain('This is a DEMO: ORCID sign-in is simulated');
    expect(run.stdout).toContain('researcher / thaliana1');
    expect(run.stderr).not.toContain('WARNING');
  }, 60_000);

  it('stops with a message naming DEMO_MODE for a value other than on or off', async () => {
    const run = await start({ DEMO_MODE: 'yes' });
    expect(run.exitCode).toBe(1);
    expect(run.stderr.trim()).toBe('Configuration: DEMO_MODE must be on or off (unset: a demo only on loopback), not "yes".');
  }, 60_000);

  it('refuses, in one line, a database a demo seeded when it is not a demo; an empty one starts without demo accounts', async () => {
    temp = tempDir();
    const demo = await start({ DATA_DIR: temp.dir });
    expect(demo.stdout).toContain('This is a DEMO');
    const real = await start({ DATA_DIR: temp.dir, PUBLIC_ORIGIN: 'https://www.arabidopsis.org' });
    expect(real.exitCode).toBe(1);
    expect(real.stderr.trim()).toMatch(
      /^The database holds demo data \(account "researcher" with its demo password, .*activation codes TAIR-DEMO-0100.*\) and this server is not a demo: start it with an empty DATA_DIR, or set DEMO_MODE=on to run it as a demo\.$/,
    );
    const fresh = tempDir();
    try {
      const statuses: number[] = [];
      const clean = await start({ DATA_DIR: fresh.dir, PUBLIC_ORIGIN: 'https://www.arabidopsis.org' }, async (origin) => {
        for (const [username, password] of [['researcher', 'thaliana1'], ['curator', 'curate2026'], ['student', 'seedling1']]) {
          const response = await fetch(`${origin}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password }),
          });
          statuses.push(response.status);
        }
      });
      expect(clean.failure).toBeUndefined();
      expect(clean.stdout).toContain('Not a demo');
      expect(clean.stdout).not.toContain('thaliana1');
      expect(statuses).toEqual([401, 401, 401]);
    } finally {
      fresh.remove();
    }
  }, 120_000);
});
