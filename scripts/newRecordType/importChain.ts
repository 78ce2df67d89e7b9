// Whether a module can run in the browser as far as imports go: Storybook and mock mode load fixtures there, so a
// fixture may import demo records only when nothing they import, however indirectly, is a node: module.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'/g;

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The first node: import reachable from `file` through relative imports, as 'file → node:x'; undefined when none. */
export function nodeImportReachableFrom(file: string): string | undefined {
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const [, specifier = ''] of readFileSync(current, 'utf8').matchAll(IMPORT)) {
      if (specifier.startsWith('node:')) return `${current} → ${specifier}`;
      if (!specifier.startsWith('.')) continue;
      const next = resolveRelative(current, specifier);
      if (next) pending.push(next);
    }
  }
  return undefined;
}
