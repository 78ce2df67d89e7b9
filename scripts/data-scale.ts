// npm run data:scale — writes the full-scale dataset (about 38,000 loci, 50,000 gene models, their proteins,
// 100,000 publications and 500,000 annotations) into its own database file, SCALE_DB (default
// .data/scale.sqlite), replacing the file when it exists. The same seed always gives the same rows. The portal's
// own database is never touched.
import { rmSync } from 'node:fs';
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
console.log(`Writing the full-scale dataset (seed ${seed}) into ${file}…`);
const started = performance.now();
try {
  const counts = generateScaleDataset({ file, seed, counts: FULL_SCALE, onProgress: (message) => console.log(`  ${message}`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Done in ${seconds} s:`);
  for (const [what, count] of Object.entries(counts)) console.log(`  ${what.padEnd(12)} ${count.toLocaleString('en').padStart(9)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
