// npm run fuzz — the robustness fuzzing of tests/unit/fuzz.test.tsx at full strength: FUZZ_RUNS mutated responses
// per record type (default 200), FUZZ_SEED (default 1) to draw different ones, FUZZ_TYPES=locus,gene to fuzz only
// some types. Every mutation must end in the page or the error view; a failure names the mutation, and the same
// seed reproduces it. Prints how many mutations of each type were tried and how each ended.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startVitest } from 'vitest/node';

interface Row {
  type: string;
  tried: number;
  page: number;
  errorView: number;
  brokenParts: number;
}

const runs = process.env.FUZZ_RUNS ?? '200';
if (!/^\d+$/.test(runs)) {
  console.error(`FUZZ_RUNS must be a whole number, not "${runs}".`);
  process.exit(1);
}
const folder = mkdtempSync(path.join(tmpdir(), 'portal-fuzz-'));
const reportFile = path.join(folder, 'report.json');
Object.assign(process.env, { FUZZ_RUNS: runs, FUZZ_REPORT: reportFile });

console.log(`Fuzzing ${runs} mutated responses per record type…`);
const vitest = await startVitest('test', ['tests/unit/fuzz.test.tsx'], { project: ['unit'], watch: false, reporters: ['dot'] });
const failed = !vitest || vitest.state.getCountOfFailedTests() > 0 || vitest.state.getUnhandledErrors().length > 0;
await vitest?.close();

try {
  const { seed, rows } = JSON.parse(readFileSync(reportFile, 'utf8')) as { seed: number; rows: Row[] };
  const total = rows.reduce((sum, row) => sum + row.tried, 0);
  console.log(`\n${'record type'.padEnd(20)} ${'tried'.padStart(6)} ${'pages'.padStart(6)} ${'errors'.padStart(6)} ${'broken parts'.padStart(13)}`);
  for (const row of rows) {
    console.log(`${row.type.padEnd(20)} ${String(row.tried).padStart(6)} ${String(row.page).padStart(6)} ${String(row.errorView).padStart(6)} ${String(row.brokenParts).padStart(13)}`);
  }
  console.log(`\n${total} mutations over ${rows.length} record types, seed ${seed}: ${failed ? 'FAILURES above' : 'every one ended in the page or the error view'}.`);
} catch {
  console.error('The fuzz run ended without a report.');
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
