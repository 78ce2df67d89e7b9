// npm run bench:first-rows — not a test: how soon each browse page shows its first rows, opened cold in Chromium
// through the portal as `npm start` runs it (the compiled server serving the production build over a fresh copy of
// the demo database, compressed, on 127.0.0.1:4196). For each page, BENCH_FIRST_ROWS_RUNS (default 5) fresh browser
// contexts: the time from the navigation's start to the first paint, to the first skeleton or progress line, and to
// the first data row (a table row holding a link, or a card holding one on a phone). Writes the "Browse pages: first rows"
// section of docs/perf.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.config.ts';
import { ensureServerBuild, SERVER_MAIN } from './build/serverBuild.ts';
import { LOOPBACK_ONLY_ARGS, median } from './bench/locusPage.ts';
import { withSection } from './benchApi/perfSection.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 4196;
const runs = Math.max(1, Number(process.env.BENCH_FIRST_ROWS_RUNS ?? 5) || 5);
const SECTION = { name: 'first-rows', start: '<!-- first-rows:start -->', end: '<!-- first-rows:end -->' };
const PAGES = ['/browse/gene_family', '/browse/gene_symbols', '/browse/microarray_experiments', '/browse/recent_literature', '/browse/transposon_families'];

interface Timing {
  firstPaint: number;
  placeholder: number | null;
  firstRow: number;
}

/** Starts the compiled server with the production build (built first when stale); resolves with its origin. */
async function startPortal(dataDir: string): Promise<{ origin: string; stop: () => void }> {
  await ensureServerBuild(root);
  const child = spawn(process.execPath, [SERVER_MAIN, '--front-end'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The portal is running at')) resolve({ origin: `http://127.0.0.1:${PORT}`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`The portal exited (${code}) before listening:\n${output}`)));
  });
}

async function openOnce(browser: Browser, url: string, width: number): Promise<Timing> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  try {
    // Watches from the document's start: the first moment a skeleton or progress line is in the page.
    await page.addInitScript(() => {
      const seen = { placeholder: null as number | null };
      (window as unknown as { __firstRows: typeof seen }).__firstRows = seen;
      new MutationObserver(() => {
        if (seen.placeholder === null && document.querySelector('.MuiSkeleton-root, [role="progressbar"]')) seen.placeholder = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    const firstRow = await page.waitForFunction(
      () => (document.querySelector('tbody tr a[href], main ul[aria-label] > li a[href]') ? performance.now() : false),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const rowAt = (await firstRow.jsonValue()) as number;
    const { placeholder, firstPaint } = await page.evaluate(() => ({
      placeholder: (window as unknown as { __firstRows: { placeholder: number | null } }).__firstRows.placeholder,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    return { firstPaint, placeholder, firstRow: rowAt };
  } finally {
    await context.close();
  }
}

const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : `${Math.round(value)}`);
/** The median of the runs that have the figure (a run whose rows came before any placeholder has none). */
const medianOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null && !Number.isNaN(value));
  return known.length > 0 ? median(known) : null;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-first-rows-'));
const portal = await startPortal(dataDir);
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...LOOPBACK_ONLY_ARGS] });
const rows: string[] = [];
try {
  for (const [label, width] of [['1280 px', 1280], ['375 px', 375]] as const) {
    for (const pagePath of PAGES) {
      const timings: Timing[] = [];
      // One warm-up load, not counted: the server's first answers of each call read the database from disk.
      await openOnce(browser, `${portal.origin}${pagePath}`, width);
      for (let run = 0; run < runs; run += 1) timings.push(await openOnce(browser, `${portal.origin}${pagePath}`, width));
      const first = timings.map((timing) => timing.firstRow);
      const line = `| \`${pagePath}\` | ${label} | ${ms(medianOf(timings.map((t) => t.firstPaint)))} | ${ms(medianOf(timings.map((t) => t.placeholder)))} | ${ms(median(first))} | ${ms(Math.max(...first))} |`;
      console.log(line);
      rows.push(line);
    }
  }
} finally {
  await browser.close();
  portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const perfDoc = new URL('../docs/perf.md', import.meta.url);
const body = [
  '## Browse pages: first rows',
  '',
  `\`npm run bench:first-rows\`, ${new Date().toISOString().slice(0, 10)}: each browse page opened cold (a fresh browser context, after one`,
  `uncounted load) ${runs} times through the portal as \`npm start\` runs it, with the demo dataset; milliseconds from the`,
  `navigation's start, medians (and the slowest run for the first row). Machine: ${availableParallelism()} cores, load average`,
  `${loadavg()[0]!.toFixed(1)} at the end. "Placeholder" is the first skeleton or progress line; "—" when the rows came before any.`,
  '',
  '| page | width | first paint | placeholder | first row | first row, slowest |',
  '|---|---|---|---|---|---|',
  ...rows,
].join('\n');
writeFileSync(perfDoc, withSection(readFileSync(perfDoc, 'utf8'), SECTION, body));
console.log('Wrote the "Browse pages: first rows" section of docs/perf.md.');
