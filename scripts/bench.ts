// npm run bench — not a test: measures a locus at full scale in headless Chromium from the production build and
// writes the figures to docs/perf.md. Targets: LCP < 1.0 s, 0 long tasks while scrolling, ≤ 200 KB gzip JS.
// Two measurements of the same page: the build alone (vite preview, the API answered from memory), and the portal
// as `npm start` runs it (the real server, compressed, the API answering from its database) with the bytes on the
// wire uncompressed and compressed. Every request stays on 127.0.0.1.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.config.ts';
import { generateLargeLocus, LARGE_LOCUS_COUNTS } from '../data/records/locus/fixtures/largeLocus.ts';
import { manyParalogs, MANY_PARALOGS_COUNT } from '../mocks/fixtures/panther/manyParalogs.ts';
import { buildFrontEnd, frontEndStaleness } from '../server/frontEnd.ts';
import { measureCompressionCost } from './bench/compressionCost.ts';
import { measureDelivery } from './bench/delivery.ts';
import { DELIVERY_SECTION_END, deliverySection } from './bench/deliverySection.ts';
import { answerLocusApi, LOOPBACK_ONLY_ARGS, longTasksWhileScrolling, median, observePaint, openLocusPage } from './bench/locusPage.ts';
import { measureParse } from './bench/parseCost.ts';
import { loadedJsSize } from './bench/bundleSize.ts';
import { JS_BUDGET_NOTES, jsBudgetRows, measureJsBudgets } from './bench/jsBudgets.ts';
import { startPortalServer } from './bench/portalServer.ts';
import { startVitePreview } from './bench/vitePreview.ts';
import { keepApiSection, sectionOf } from './benchApi/perfSection.ts';
import { resultsSectionOf } from './benchResults/perfSection.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Ports of their own, apart from the end-to-end servers (4174, 4175) and npm start (8080); not 4190, which
// browsers and fetch refuse to connect to (a port of another protocol, on the Fetch standard's list of bad ports).
const port = Number(process.env.BENCH_PREVIEW_PORT ?? 4189);
const base = `http://127.0.0.1:${port}`;
const serverPort = Number(process.env.BENCH_SERVER_PORT ?? 4191);
const serverDataDir = '.data/bench-server';
const runs = Number(process.env.BENCH_RUNS ?? 5);

/** Builds dist/ as npm start does: only when a source changed since the last build (the build writes dist/). */
async function buildProduction() {
  const staleness = frontEndStaleness(root);
  if (!staleness) return;
  console.log(`Building the production bundle (${staleness})…`);
  await buildFrontEnd(root);
}

async function main() {
  await buildProduction();
  const locus = generateLargeLocus();
  const locusJson = JSON.stringify(locus);
  const paralogsJson = JSON.stringify(manyParalogs.paralogs);
  const server = await startVitePreview({ cwd: root, port });
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...LOOPBACK_ONLY_ARGS], headless: true });
  const loads: { rendered: number; lcp: number; longTasks: number; longestTask: number }[] = [];
  const scripts = new Set<string>();
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      await answerLocusApi(page, locusJson, paralogsJson);
      await observePaint(page);
      const { rendered, lcp } = await openLocusPage(page, `${base}/locus?key=${String(locus.locusId)}`);
      // Scripted scroll to the bottom: long tasks are counted from here only.
      const tasks = await longTasksWhileScrolling(page);
      loads.push({ rendered, lcp, longTasks: tasks.length, longestTask: Math.max(0, ...tasks) });
      await context.close();
    }
  } finally {
    server.kill();
  }
  const previewLoad = loadavg()[0] ?? 0;
  // Read now: the real server below rebuilds dist/ when a source changed meanwhile, renaming chunks.
  const bundle = loadedJsSize(`${root}/dist`, scripts);
  const budgets = measureJsBudgets(`${root}/dist`);

  // The same page through the real server, after the preview server has stopped.
  let delivery;
  try {
    const portal = await startPortalServer({
      root,
      port: serverPort,
      dataDir: path.join(root, serverDataDir),
      locus: { locusId: locus.locusId, name: locus.name },
      locusJson,
      paralogsJson,
    });
    try {
      delivery = await measureDelivery(browser, `${portal.base}/locus?key=${String(locus.locusId)}`, runs);
    } finally {
      await portal.stop();
    }
  } finally {
    await browser.close();
  }

  const load = { average: loadavg()[0] ?? 0, cores: availableParallelism() };
  const parse = measureParse(locusJson);
  const costs = measureCompressionCost(locusJson);
  const figures = {
    rendered: median(loads.map((load) => load.rendered)),
    lcp: median(loads.map((load) => load.lcp)),
    longTasks: Math.max(...loads.map((load) => load.longTasks)),
    longestTask: Math.max(...loads.map((load) => load.longestTask)),
  };
  const pass = (ok: boolean) => (ok ? 'met' : '**not met**');
  const perfDoc = new URL('../docs/perf.md', import.meta.url);
  const previous = existsSync(perfDoc) ? readFileSync(perfDoc, 'utf8') : '';
  // The notes on the JavaScript budgets are written by hand; a new report keeps them under the table.
  const budgetNotes = sectionOf(previous, JS_BUDGET_NOTES);
  const report = `# Performance

Measured by \`npm run bench\` (not a test) on ${new Date().toISOString().slice(0, 10)}: the production build served by
\`vite preview\`, opened in headless Debian Chromium (${runs} runs, medians; long tasks are the worst run), with the API
answered from memory by the benchmark so that the figures are the page's own. Machine: ${load.cores} cores; load average
${previewLoad.toFixed(1)} at the end of the runs (above ${load.cores}, other processes were competing for the CPUs).

The locus is generated (\`data/records/locus/fixtures/largeLocus.ts\`): ${LARGE_LOCUS_COUNTS.annotations} annotations,
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
${jsBudgetRows(budgets)}

JavaScript files the browser requested while opening and scrolling the page: ${bundle.files.map((file) => `\`${file}\``).join(', ')}.
Loaded on demand and not counted unless requested: the All Paralogs dialog, the HTML sanitiser, the start and
not-found pages.

${budgetNotes ?? ''}

${deliverySection({ figures: delivery, costs, runs, port: serverPort, dataDir: serverDataDir, locusBytes: locusJson.length, load })}
`;
  // This report owns the document up to the end of its delivery section; everything after it (the sections of
  // the other benchmarks and the notes written by hand between them) is kept as it is.
  const deliveryEnd = previous.indexOf(DELIVERY_SECTION_END);
  const rest = deliveryEnd === -1 ? null : previous.slice(deliveryEnd + DELIVERY_SECTION_END.length).trim();
  writeFileSync(perfDoc, rest === null ? withOlderSections(report, previous) : `${report.trimEnd()}\n\n${rest}\n`);
  console.log(report);
}

/** A document written before the delivery section had its markers: keep the API, search and results sections. */
function withOlderSections(report: string, previous: string): string {
  const resultsSection = resultsSectionOf(previous);
  const kept = keepApiSection(report, previous);
  return resultsSection ? `${kept.trimEnd()}\n\n${resultsSection}\n` : kept;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
