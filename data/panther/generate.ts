// Writes the PANTHER side-data files built from families.ts into this folder: `npx tsx data/panther/generate.ts`.
// The files are committed; a test fails when they differ from what this would write.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPantherFiles } from './build';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = buildPantherFiles();
for (const [relativePath, content] of files) {
  const target = path.join(here, relativePath);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.log(`Wrote ${files.size} files under ${here}.`);
