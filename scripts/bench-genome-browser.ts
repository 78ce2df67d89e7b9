// npm run bench:genome-browser — not a test: how long the portal's own genome browser (JBrowse 2) takes to draw
// through the portal as `npm start` runs it (the compiled server, the production build, compressed, the genome API
// from the demo database), on 127.0.0.1:4199, in BENCH_GENOME_BROWSER_RUNS (default 5) fresh browser contexts each:
//   - on the locus page of AT1G01010: from the moment the section is scrolled into view (its code is loaded only
//     then) to the gene drawn and named in the browser, with the JavaScript that came for it;
//   - the full-screen page opened cold: from the navigation's start to the gene drawn and named.
// Writes the table into the "Genome browser: load time" section of docs/perf.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.config.ts';
import { LOOPBACK_ONLY_ARGS, median } from './bench/locusPage.ts';
import { startLargeLocusPortal } from './bench/portalServer.ts';
import { withSection } from './benchApi/perfSection.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_GENOME_BROWSER_RUNS ?? 5) || 5);
const SECTION = { name: 'genome-browser-load', start: '<!-- genome-browser-load:start -->', end: '<!-- genome-browser-load:end -->' };
const GENE = 'AT1G01010';

interface Drawing {
  /** From the start (the section scrolled into view, or the navigation) to the gene drawn and named, in ms. */
  drawn: number;
  /** JavaScript files and their compressed bytes requested after the start. */
  scripts: number;
  scriptBytes: number;
  /** The genome API's answers after the start, and their compressed bytes. */
  apiCalls: number;
  apiBytes: number;
}

const browserView = (page: Page) => page.getByRole('group', { name: /^Genome browser view/ });

/** What came over the wire from `since` (page time) on. (No named functions inside: the page has no tsx helpers.) */
const wireSince = (page: Page, since: number) =>
  page.evaluate((start) => {
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime >= start);
    const scripts = resources.filter((entry) => /\.js(\?|$)/.test(entry.name));
    const api = resources.filter((entry) => entry.name.includes('/api/genome/'));
    return {
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      apiCalls: api.length,
      apiBytes: api.reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  }, since);

/** A page whose resource timing keeps every request: JBrowse alone brings over 230 files, past the default 250. */
async function roomyPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  return page;
}

async function drawOnLocusPage(browser: Browser, base: string): Promise<Drawing> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await roomyPage(context);
    await page.goto(`${base}/locus?name=${GENE}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(GENE) }).waitFor();
    await page.waitForLoadState('networkidle');
    const start = await page.evaluate(() => performance.now());
    await page.getByRole('link', { name: 'Full-screen view' }).scrollIntoViewIfNeeded();
    await browserView(page).getByText(GENE, { exact: true }).first().waitFor({ timeout: 120_000 });
    const drawn = (await page.evaluate(() => performance.now())) - start;
    return { drawn, ...(await wireSince(page, start)) };
  } finally {
    await context.close();
  }
}

async function drawFullScreen(browser: Browser, base: string): Promise<Drawing> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await roomyPage(context);
    await page.goto(`${base}/genome-browser?loc=Chr1:3518..6012`);
    await browserView(page).getByText(GENE, { exact: true }).first().waitFor({ timeout: 120_000 });
    const drawn = await page.evaluate(() => performance.now());
    return { drawn, ...(await wireSince(page, 0)) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

function row(what: string, drawings: Drawing[]): string {
  const drawn = drawings.map((drawing) => drawing.drawn);
  const first = drawings[0]!;
  return `| ${what} | ${ms(median(drawn))} | ${ms(Math.min(...drawn))} – ${ms(Math.max(...drawn))} | ${first.scripts} files, ${kb(median(drawings.map((d) => d.scriptBytes)))} | ${first.apiCalls} calls, ${kb(median(drawings.map((d) => d.apiBytes)))} |`;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-genome-browser-'));
const portal = await startLargeLocusPortal(root, 4199, dataDir);
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...LOOPBACK_ONLY_ARGS] });
try {
  // One uncounted drawing of each warms the server's caches.
  await drawOnLocusPage(browser, portal.base);
  await drawFullScreen(browser, portal.base);
  const section: Drawing[] = [];
  const fullScreen: Drawing[] = [];
  for (let run = 0; run < runs; run += 1) {
    section.push(await drawOnLocusPage(browser, portal.base));
    fullScreen.push(await drawFullScreen(browser, portal.base));
    console.log(`run ${run + 1}: section ${ms(section.at(-1)!.drawn)}, full screen ${ms(fullScreen.at(-1)!.drawn)}`);
  }
  const [load1, load5] = loadavg();
  const body = [
    '## Genome browser: load time',
    '',
    `Measured by \`npm run bench:genome-browser\` (not a test) on ${new Date().toISOString().slice(0, 10)}: the portal as \`npm start\` runs`,
    'it (the production build, compressed; the genome API from the demo database) on loopback, in Debian\'s Chromium,',
    `${runs} fresh browser contexts for each row after one uncounted run, viewport 1366 × 900. "Drawn" is the gene`,
    `${GENE} drawn and named in the browser. Machine: ${availableParallelism()} CPUs, load average ${load1!.toFixed(1)} (1 min) and`,
    `${load5!.toFixed(1)} (5 min) at the end.`,
    '',
    '| what | drawn (median) | range | JavaScript that came for it (compressed) | genome API answers |',
    '|---|---|---|---|---|',
    row(`locus page ${GENE}: from the section scrolled into view (its code loads then)`, section),
    row('full-screen page `/genome-browser?loc=Chr1:3518..6012`, opened cold: from the navigation\'s start', fullScreen),
  ].join('\n');
  const perfFile = path.join(root, 'docs/perf.md');
  writeFileSync(perfFile, withSection(readFileSync(perfFile, 'utf8'), SECTION, body));
  console.log(body);
} finally {
  await browser.close();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
