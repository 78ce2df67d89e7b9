// Helpers for the server tests: a fresh temp directory per test, removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
