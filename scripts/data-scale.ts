// npm run data:scale — writes the full-scale dataset (about 38,000 loci, 50,000 gene models, their proteins,
// 100,000 publications of which 400 of the current year, 500,000 annotations, 300 transposon families and a gene
// class symbol for each locus symbol) into its own database file, SCALE_DB (default .data/scale.sqlite), replacing
// the file when it exists. The same seed and seeding date (DEMO_SEED_DATE, default today) always give the same
// rows. The portal's own database is never touched.
//
//   --to <postgres url>  loads the dataset into that PostgreSQL database instead (it must be empty): migrated, every
//                        table's count checked, the search index built (dataScale/toPostgres.ts). SCALE_DB is left
//                        alone; the SQLite file the copy reads is written beside it and removed afterwards.
//   --loci <N>           a smaller (or larger) dataset in the full scale's proportions (dataScale/plan.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoSeedDate } from '../data/seedDate';
import { DEFAULT_SEED, generateScaleDataset, type GeneratedCounts } from './dataScale/generate';
import { scaleDatabaseFile } from './dataScale/location';
import { FULL_SCALE, scaledCounts, type ScaleCounts } from './dataScale/plan';
import { loadScaleDatasetIntoPostgres } from './dataScale/toPostgres';
import { redactedUrl } from '../server/db/postgres/connection';

const { values } = parseArgs({ options: { to: { type: 'string' }, loci: { type: 'string' } } });
const seed = Number(process.env.SCALE_SEED ?? DEFAULT_SEED);
if (!Number.isInteger(seed)) {
  console.error(`SCALE_SEED must be a whole number, not "${process.env.SCALE_SEED}".`);
  process.exit(1);
}
let counts: ScaleCounts = FULL_SCALE;
try {
  if (values.loci !== undefined) counts = scaledCounts(Number(values.loci));
} catch (error) {
  console.error(`--loci: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}

const file = scaleDatabaseFile();
const seedDate = demoSeedDate();
const dataset = values.loci === undefined ? 'the full-scale dataset' : `the dataset of ${counts.loci.toLocaleString('en')} loci`;
const onProgress = (message: string) => console.log(`  ${message}`);
const started = performance.now();
try {
  let written: GeneratedCounts;
  if (values.to) {
    console.log(`Loading ${dataset} (seed ${seed}, seeding date ${seedDate}) into ${redactedUrl(values.to)}…`);
    const loaded = await loadScaleDatasetIntoPostgres({ url: values.to, scratchDir: path.dirname(file), seed, seedDate, counts, onProgress });
    const rows = loaded.copied.reduce((sum, count) => sum + count.rows, 0);
    console.log(`Copied ${rows.toLocaleString('en')} rows of ${loaded.copied.length} tables; every table's count matches.`);
    written = loaded.generated;
  } else {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    console.log(`Writing ${dataset} (seed ${seed}, seeding date ${seedDate}) into ${file}…`);
    written = generateScaleDataset({ file, seed, seedDate, counts, onProgress });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Done in ${seconds} s:`);
  for (const [what, count] of Object.entries(written)) console.log(`  ${what.padEnd(24)} ${count.toLocaleString('en').padStart(9)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
