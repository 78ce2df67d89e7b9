// The README's access table is the access rows themselves (contentAccess.ts), rendered: the two cannot drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accessTableMarkdown } from './readmeTable';

const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');

describe("the README's access table", () => {
  it('is the access table as the server enforces it', () => {
    expect(readme).toContain(accessTableMarkdown());
  });
});
