// @vitest-environment node
// A server set to a PostgreSQL database it cannot reach stops at once with one line naming DATABASE_URL (and not
// its password): the operator reads what to fix, not a stack trace, and no half-started process is left serving.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A loopback port nothing listens on: taken, then given back. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const temp = tempDir('portal-pg-start-');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: temp.dir, LOG_LEVEL: 'silent', DATABASE_READ_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      temp.remove();
      resolve({ code, stdout, stderr });
    });
  });
}

describe('starting on PostgreSQL', () => {
  it('stops with one line naming DATABASE_URL when the database cannot be reached', { timeout: 60_000 }, async () => {
    const port = await closedPort();
    const { code, stdout, stderr } = await start({ DATABASE_URL: `postgres://portal:secret@127.0.0.1:${port}/portal` });
    expect(code).toBe(1);
    expect(stdout).not.toMatch(/API server/);
    const lines = stderr.trim().split('\n').filter((line) => !/demo mode/i.test(line) && line.trim() !== '');
    expect(lines.at(-1)).toMatch(new RegExp(`^The database of DATABASE_URL \\(postgres://portal:\\*\\*\\*@127\\.0\\.0\\.1:${port}/portal\\) cannot be used: `));
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('stops with one line when DATABASE_URL is not a PostgreSQL address', { timeout: 60_000 }, async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'mysql://portal@127.0.0.1/portal' });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL must be a postgres:// or postgresql:// address, not a mysql:// one.');
  });
});
