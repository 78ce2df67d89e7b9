// npm run data:scale — writes the full-scale dataset (about 38,000 loci, 50,000 gene models, their proteins,
// 100,000 publications of which 400 of the current year, 500,000 annotations, 300 transposon families and a gene
// class symbol for each locus symbol) into its own database file, SCALE_DB (default .data/scale.sqlite), replacing
// the file when it exists. The same seed and seeding date (DEMO_SEED_DATE, default today) always give the same
// rows. The portal's own database is never touched.
import { rmSync } from 'node:fs';
import { demoSeedDate } from '../data/seedDate';
import { DEFAULT_SEED, generateScaleDataset } from './dataScale/generate';
import { scaleDatabaseFile } from './dataScale/location';
import { FULL_SCALE } from './dataScale/plan';

const file = scaleDatabaseFile();
const seed = Number(process.env.SCALE_SEED ?? DEFAULT_SEED);
if (!Number.isInteger(seed)) {
  console.error(`SCALE_SEED must be a whole number, not "${process.env.SCALE_SEED}".`);
  process.exit(1);
}

for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
const seedDate = demoSeedDate();
console.log(`Writing the full-scale dataset (seed ${seed}, seeding date ${seedDate}) into ${file}…`);
const started = performance.now();
try {
  const counts = generateScaleDataset({ file, seed, seedDate, counts: FULL_SCALE, onProgress: (message) => console.log(`  ${message}`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Done in ${seconds} s:`);
  for (const [what, count] of Object.entries(counts)) console.log(`  ${what.padEnd(24)} ${count.toLocaleString('en').padStart(9)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
