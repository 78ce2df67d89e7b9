// What the end-to-end servers start from, made once per change rather than once per server: the front end's test
// build (scripts/build/testBuild.ts) and a database seeded with the demo dataset, its search index built, that each
// server copies into its own DATA_DIR (seeding and indexing ~3,100 records twice cost the run twice).
// `npm test` makes both while the unit and server tests run (scripts/test/run.ts); a Playwright run on its own makes
// them as its first server starts (scripts/test/e2eServer.ts).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_BUILD_DIR, TEST_BUILD_VARIABLE } from '../build/testBuild';
import { openDatabase } from '../../server/db/database';
import { buildFrontEnd, frontEndStaleness, newestModification } from '../../server/frontEnd';
import { seedDatabase } from '../../server/seed';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The seeded database every end-to-end server copies. */
export const SEED_TEMPLATE = path.join(root, '.data/e2e-template/portal.sqlite');

/** What the seeded database is made from: the dataset and the server's migrations and seeding code. */
const SEED_INPUTS = ['data', 'server'];

const today = () => new Date().toISOString().slice(0, 10);

/** Why the template must be made again, or null when it is up to date. */
export function seedTemplateStaleness(): string | null {
  if (!existsSync(SEED_TEMPLATE)) return 'there is none';
  const madeAt = statSync(SEED_TEMPLATE).mtime;
  // The demo studies are dated from the day of seeding (data/seedDate.ts), as a fresh `npm start` dates them.
  if (madeAt.toISOString().slice(0, 10) !== today()) return 'it was seeded on another day';
  const changed = SEED_INPUTS.find((input) => newestModification(path.join(root, input)) > madeAt.getTime());
  return changed ? `${changed}/ changed since it was seeded` : null;
}

/** Seeds the template (demo records, search index, news, demo accounts) as a first `npm start` would. */
export async function ensureSeedTemplate(): Promise<void> {
  const staleness = seedTemplateStaleness();
  if (!staleness) return;
  console.log(`Seeding the end-to-end database template (${staleness})…`);
  mkdirSync(path.dirname(SEED_TEMPLATE), { recursive: true });
  // Seeded beside the template and renamed into place: a server copying it never reads half a database.
  const partial = `${SEED_TEMPLATE}.partial`;
  for (const file of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(file, { force: true });
  const db = openDatabase(partial);
  try {
    await seedDatabase(db, { demoAccounts: true });
    // Everything into the one file, so copying the file copies the database.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  renameSync(partial, SEED_TEMPLATE);
}

/** A fresh DATA_DIR holding a copy of the template, for one server. */
export function freshDataDirectory(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(SEED_TEMPLATE, path.join(dataDir, 'portal.sqlite'));
}

/** Builds the test build when it is missing or older than its sources. */
export async function ensureTestBuild(): Promise<void> {
  const staleness = frontEndStaleness(root, TEST_BUILD_DIR);
  if (!staleness) return;
  console.log(`Building the front end for the end-to-end tests (${staleness})…`);
  await buildFrontEnd(root, TEST_BUILD_DIR, { ...process.env, [TEST_BUILD_VARIABLE]: '1' });
}

// `tsx scripts/test/prepareE2e.ts`: both, as `npm test` makes them beside the unit and server tests.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureTestBuild();
  await ensureSeedTemplate();
}
