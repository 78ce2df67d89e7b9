// `npm test`: every test of the project, in three phases, with what can run at once run at once.
//
//   1. The logic, component (jsdom) and server tests (one vitest process, its workers sized in vitest.config.ts),
//      and beside them one after the other: the type check, the lint, what the end-to-end servers start from
//      (the test build and the seeded database, scripts/test/prepareE2e.ts), the JavaScript budgets of that build
//      and the PostgreSQL smoke run (two server processes over one database, playwright.postgres.config.ts). The
//      vitest workers wait on HTTP, the databases and child processes much of the time; the chain beside them fills
//      the cores meanwhile.
//   2. The stories, in Chromium with axe.
//   3. The end-to-end tests, in Chromium against the reference server.
//
// A phase starts only when the one before passed, so a broken type or test says so in minutes. At the end a table
// gives each step's time (docs/testing.md keeps the figures).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_BUILD_DIR } from '../build/testBuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface StepResult {
  name: string;
  seconds: number;
  ok: boolean;
  /** What a buffered step printed, kept when it failed: shown again after the summary, where a log's tail is read. */
  failedOutput?: string;
}

const results: StepResult[] = [];
const started = Date.now();

/** Runs a command; its output goes straight through (live) or is held and printed whole when it ends (buffered). */
function run(name: string, command: string, args: string[], { buffered = false } = {}): Promise<boolean> {
  const begin = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = (Date.now() - begin) / 1000;
      const printed = Buffer.concat(output).toString();
      results.push({ name, seconds, ok, failedOutput: buffered && !ok ? printed : undefined });
      if (buffered) process.stdout.write(`\n── ${name} ──\n${printed}`);
      console.log(`${ok ? '✔' : '✘'} ${name} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      resolve(ok);
    };
    child.once('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(false);
    });
    child.once('exit', (code) => finish(code === 0));
  });
}

const npx = (name: string, args: string[], options?: { buffered?: boolean }) => run(name, 'npx', args, options);

async function sideChain(): Promise<boolean> {
  const typecheck = await npx('typecheck', ['tsc', '-b'], { buffered: true });
  const lint = await npx('lint', ['eslint', '.'], { buffered: true });
  const prepared = await npx('e2e preparation (test build, seeded database)', ['tsx', 'scripts/test/prepareE2e.ts'], { buffered: true });
  // The JavaScript budgets, in bytes of the test build (the same bundles as the production build).
  const budgets = prepared && (await npx('JavaScript budgets (gzip bytes per route)', ['tsx', 'scripts/bench/jsBudgets.ts', TEST_BUILD_DIR], { buffered: true }));
  const postgres = budgets && (await npx('PostgreSQL smoke (two server processes, Chromium)', ['playwright', 'test', '--config', 'playwright.postgres.config.ts'], { buffered: true }));
  return typecheck && lint && prepared && budgets && postgres;
}

/** The end of each failed buffered step's output: a step beside the Node tests prints before they end. */
function failures(): string {
  const tailLines = 80;
  return results
    .filter((result) => result.failedOutput !== undefined)
    .map(({ name, failedOutput = '' }) => `\n── ${name} failed; the last ${tailLines} lines it printed ──\n${failedOutput.trimEnd().split('\n').slice(-tailLines).join('\n')}`)
    .join('\n');
}

function summary(): string {
  const rows = results.map(({ name, seconds, ok }) => `  ${ok ? '✔' : '✘'} ${name.padEnd(48)} ${seconds.toFixed(0).padStart(5)} s`);
  return ['', 'Steps:', ...rows, `  total (wall clock) ${' '.repeat(32)}${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`].join('\n');
}

async function main(): Promise<boolean> {
  const [nodeTests, chain] = await Promise.all([
    npx('logic, component and server tests', ['vitest', 'run', '--project', '!storybook']),
    sideChain(),
  ]);
  if (!nodeTests || !chain) return false;
  if (!(await npx('stories (Chromium, axe)', ['vitest', 'run', '--project', 'storybook']))) return false;
  return npx('end-to-end (Chromium, reference server)', ['playwright', 'test']);
}

const passed = await main();
console.log(failures());
console.log(summary());
process.exit(passed ? 0 : 1);
