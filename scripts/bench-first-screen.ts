// npm run bench:first-screen — not a test: the first screen of five pages as a reader's first visit meets it, through
// the portal as `npm start` runs it (the compiled server, the production build, compressed, the API from the demo
// database with the benchmark's large locus added), on 127.0.0.1:4197. Each page is opened once uncounted, then in
// BENCH_FIRST_SCREEN_RUNS (default 7) fresh browser contexts; in the same run, the floor: the same page's rendered text
// and styles as a static HTML file with no script, served gzip-compressed from 127.0.0.1:4198 and opened the same way.
// Writes a table under the label BENCH_FIRST_SCREEN_LABEL (default "latest") in the "First screen" section of
// docs/perf.md; tables under other labels (e.g. "before") stay, so a change can show its before and after.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.config.ts';
import { generateLargeLocus } from '../data/records/locus/fixtures/largeLocus.ts';
import { manyParalogs } from '../mocks/fixtures/panther/manyParalogs.ts';
import { openCold, startFloorServer, staticCopy, type FirstScreen } from './bench/firstScreen.ts';
import { LOOPBACK_ONLY_ARGS, median } from './bench/locusPage.ts';
import { startPortalServer } from './bench/portalServer.ts';
import { sectionOf, withSection } from './benchApi/perfSection.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_FIRST_SCREEN_RUNS ?? 7) || 7);
const label = (process.env.BENCH_FIRST_SCREEN_LABEL ?? 'latest').trim() || 'latest';
const SECTION = { name: 'first-screen', start: '<!-- first-screen:start -->', end: '<!-- first-screen:end -->' };

const locus = generateLargeLocus();
const PAGES: [string, string][] = [
  ['home', '/'],
  ['AT1G01010', '/locus?name=AT1G01010'],
  ['large locus', `/locus?key=${String(locus.locusId)}`],
  ['results', '/results?mainType=general&category=genes&searchText=AT1G0'],
  ['browse', '/browse/gene_symbols'],
];

const floorPath = (name: string) => `/${name.replace(/\W+/g, '-')}`;
const ms = (value: number) => (Number.isNaN(value) ? '—' : String(Math.round(value)));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

function row(name: string, portal: FirstScreen[], floor: FirstScreen[]): string {
  // Runs without a figure (Chromium reported no paint) are left out of the median.
  const of = (loads: FirstScreen[], pick: (load: FirstScreen) => number) => median(loads.map(pick).filter((value) => !Number.isNaN(value)));
  const lcp = of(portal, (load) => load.lcp);
  const floorLcp = of(floor, (load) => load.lcp);
  // The element most runs painted last, so that one odd run does not name it.
  const elements = portal.map((load) => load.lcpElement);
  const element = elements.sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0] ?? '';
  return [
    name,
    ms(of(portal, (load) => load.ttfb)),
    ms(of(portal, (load) => load.fcp)),
    ms(lcp),
    `${Math.max(...portal.map((load) => load.longTasks))} (${ms(Math.max(...portal.map((load) => load.longestTask)))} ms)`,
    kb(of(portal, (load) => load.bytes)),
    ms(floorLcp),
    `${(lcp / floorLcp).toFixed(1)}×`,
    `\`${element.replace(/[|`]/g, ' ')}\``,
  ].join(' | ');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-first-screen-'));
const portal = await startPortalServer({
  root,
  port: 4197,
  dataDir,
  locus: { locusId: locus.locusId, name: locus.name },
  locusJson: JSON.stringify(locus),
  paralogsJson: JSON.stringify(manyParalogs.paralogs),
});
const floorServer = await startFloorServer(4198);
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...LOOPBACK_ONLY_ARGS] });
const lines: string[] = [];
try {
  for (const [name, address] of PAGES) {
    // The uncounted opening warms the server's caches and gives the floor its copy of the page.
    await openCold(browser, `${portal.base}${address}`, async (page) => floorServer.put(floorPath(name), await staticCopy(page, portal.base)));
    const portalLoads: FirstScreen[] = [];
    const floorLoads: FirstScreen[] = [];
    // Alternating, so that both see the same machine.
    for (let run = 0; run < runs; run += 1) {
      portalLoads.push(await openCold(browser, `${portal.base}${address}`));
      floorLoads.push(await openCold(browser, `${floorServer.origin}${floorPath(name)}`));
    }
    const line = `| ${row(name, portalLoads, floorLoads)} |`;
    console.log(line);
    lines.push(line);
  }
} finally {
  await browser.close();
  await floorServer.close();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const perfDoc = new URL('../docs/perf.md', import.meta.url);
const document = readFileSync(perfDoc, 'utf8');
const table = [
  `### ${label}`,
  '',
  `${new Date().toISOString().slice(0, 10)}, ${runs} cold openings per page (medians; long tasks: the most in one run), machine:`,
  `${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
  '',
  '| page | TTFB ms | FCP ms | LCP ms | long tasks before LCP | KB transferred | floor LCP ms | LCP ÷ floor | largest paint |',
  '|---|---|---|---|---|---|---|---|---|',
  ...lines,
].join('\n');
// The tables of the other labels stay as they were.
const previous = sectionOf(document, SECTION) ?? '';
const others = previous
  .split(/^(?=### )/m)
  .filter((part) => part.startsWith('### ') && !part.startsWith(`### ${label}\n`))
  .map((part) => part.replace(SECTION.end, '').trim());
const body = [
  '## First screen',
  '',
  '`npm run bench:first-screen`: each page opened cold through the portal as `npm start` runs it, against the floor: the',
  'same page\'s rendered text and styles as one static HTML file with no script, gzip-compressed, opened the same way in',
  'the same run. TTFB, first and largest contentful paint in ms from the navigation\'s start; bytes over the wire.',
  '',
  ...others.flatMap((part) => [part, '']),
  table,
].join('\n');
writeFileSync(perfDoc, withSection(document, SECTION, body));
console.log(`Wrote the "${label}" table of the "First screen" section of docs/perf.md.`);
