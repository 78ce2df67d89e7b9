// What is left after the scaffold: nothing to register (every list of record types is derived from the configs),
// only the type's own four files to shape, and the checks that cover it.
import type { RecordTypeNames } from './templates';

export function nextSteps({ name, schemaFile }: RecordTypeNames): string[] {
  return [
    `sections/${name}.ts: the sections, labels, links and empty texts of spec 002 §2.3; lists and objects of the schema are not in the Summary yet.`,
    `schemas/${schemaFile}.ts: every field the page reads (nullish unless the server always sends it).`,
    `data/records/${name}/index.ts: demo records with real or realistic values, keys from data/roster.ts where records point at each other.`,
    `mocks/fixtures/${name}/index.ts: an edge-case record (very long text, 1,000+ rows, odd values) besides the populated and empty ones.`,
    `Check: npx vitest run --project logic tests/unit/configs.test.ts tests/unit/fixtures.test.ts; ` +
      `npx vitest run --project server data/recordTypes.test.ts data/demoLinks.test.ts server/app.test.ts; ` +
      `npx vitest run --project dom tests/unit/fuzz.test.tsx; npx tsc -b; npx eslint sections/${name}.ts schemas/${schemaFile}.ts mocks/fixtures/${name} data/records/${name}`,
  ];
}
