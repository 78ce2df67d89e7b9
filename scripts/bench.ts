// npm run bench — not a test: measures a locus at full scale in headless Chromium from the production build and
// writes the figures to docs/perf.md. Targets: LCP < 1.0 s, 0 long tasks while scrolling, ≤ 200 KB gzip JS.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.config.ts';
import { generateLargeLocus, LARGE_LOCUS_COUNTS } from '../mocks/fixtures/locus/largeLocus.ts';
import { manyParalogs, MANY_PARALOGS_COUNT } from '../mocks/fixtures/panther/manyParalogs.ts';
import { measureParse } from './bench/parseCost.ts';
import { loadedJsSize } from './bench/bundleSize.ts';
import { keepApiSection } from './benchApi/perfSection.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = 4175;
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);

function buildProduction() {
  console.log('Building the production bundle…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function startPreview() {
  // Vite itself, not through npx: killing npx would leave the preview server running, holding the port and the pipes.
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  const server = spawn(process.execPath, [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: root, stdio: 'pipe' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(base)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('vite preview did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  buildProduction();
  const locus = generateLargeLocus();
  const locusJson = JSON.stringify(locus);
  const paralogsJson = JSON.stringify(manyParalogs.paralogs);
  const server = await startPreview();
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const loads: { rendered: number; lcp: number; longTasks: number; longestTask: number }[] = [];
  const scripts = new Set<string>();
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      // The API answers from memory so the figures measure the page, not a server.
      // An anonymous visitor on a subscribed network, as the route guard asks before the page loads.
      await page.route('**/api/auth/profile', (route) => route.fulfill({ contentType: 'application/json', body: '{"loggedIn":false}' }));
      await page.route('**/api/subscription/status**', (route) =>
        route.fulfill({ contentType: 'application/json', body: '{"subscribed":true,"expDate":null,"free_expiry_date":null}' }),
      );
      await page.route('**/api/subscription/institution', (route) =>
        route.fulfill({ contentType: 'application/json', body: '{"name":"Local Demo Institution","status":"subscribed"}' }),
      );
      await page.route('**/api/detail/locus?**', (route) => route.fulfill({ contentType: 'application/json', body: locusJson }));
      await page.route('**/api/panther/paralogs/**', (route) => route.fulfill({ contentType: 'application/json', body: paralogsJson }));
      await page.route('**/api/panther/orthologs/**', (route) => route.fulfill({ contentType: 'application/json', body: '[]' }));
      await page.route('**/api/efp_image/**', (route) =>
        route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>' }),
      );
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number; __longTasks: number[] };
        w.__lcp = 0;
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${base}/locus?key=${String(locus.locusId)}`);
      await page.waitForFunction(() => document.querySelectorAll('section[data-section-id]').length >= 12, null, { timeout: 30_000 });
      const rendered = await page.evaluate(() => performance.now());
      const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
      // Scripted scroll to the bottom: long tasks are counted from here only.
      await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
      await page.evaluate(async () => {
        const step = Math.round(window.innerHeight * 0.8);
        while (window.innerHeight + window.scrollY < document.documentElement.scrollHeight - 2) {
          window.scrollBy(0, step);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
      loads.push({ rendered, lcp, longTasks: tasks.length, longestTask: Math.max(0, ...tasks) });
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }

  const parse = measureParse(locusJson);
  const bundle = loadedJsSize(`${root}/dist`, scripts);
  const figures = {
    rendered: median(loads.map((load) => load.rendered)),
    lcp: median(loads.map((load) => load.lcp)),
    longTasks: Math.max(...loads.map((load) => load.longTasks)),
    longestTask: Math.max(...loads.map((load) => load.longestTask)),
  };
  const pass = (ok: boolean) => (ok ? 'met' : '**not met**');
  const report = `# Performance

Measured by \`npm run bench\` (not a test) on ${new Date().toISOString().slice(0, 10)}: the production build served by
\`vite preview\`, opened in headless Debian Chromium (${runs} runs, medians; long tasks are the worst run), with the API
answered from memory by the benchmark so that the figures are the page's own. Machine: 2 cores.

The locus is generated (\`mocks/fixtures/locus/largeLocus.ts\`): ${LARGE_LOCUS_COUNTS.annotations} annotations,
${LARGE_LOCUS_COUNTS.publications} publications, ${LARGE_LOCUS_COUNTS.germplasms} germplasms, ${LARGE_LOCUS_COUNTS.polymorphisms} polymorphisms and
${MANY_PARALOGS_COUNT} paralogs — a ${(locusJson.length / 1024 / 1024).toFixed(1)} MB response.

| measure | result | target |
|---|---|---|
| largest contentful paint | ${figures.lcp.toFixed(0)} ms | < 1,000 ms — ${pass(figures.lcp < 1000)} |
| all 12 sections rendered (from navigation start) | ${figures.rendered.toFixed(0)} ms | — |
| long tasks (> 50 ms) during a scripted scroll to the bottom | ${figures.longTasks} (longest ${figures.longestTask.toFixed(0)} ms) | 0 — ${pass(figures.longTasks === 0)} |
| JSON.parse of the response | ${parse.jsonParse.toFixed(1)} ms | — |
| zod safeParse of the parsed response | ${parse.zodParse.toFixed(1)} ms (${(parse.zodParse / parse.jsonParse).toFixed(1)}× JSON.parse) | — |
| JavaScript a detail route loads (gzip) | ${(bundle.gzipBytes / 1024).toFixed(1)} KB in ${bundle.files.length} files | ≤ 200 KB — ${pass(bundle.gzipBytes <= 200 * 1024)} |

JavaScript files the browser requested while opening and scrolling the page: ${bundle.files.map((file) => `\`${file}\``).join(', ')}.
Loaded on demand and not counted unless requested: the All Paralogs dialog, the HTML sanitiser, the start and
not-found pages.
`;
  // The API section (npm run bench:api) is kept as it is.
  const perfDoc = new URL('../docs/perf.md', import.meta.url);
  writeFileSync(perfDoc, keepApiSection(report, existsSync(perfDoc) ? readFileSync(perfDoc, 'utf8') : ''));
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
