// npm run bench:lighthouse — not a test: Lighthouse's accessibility and best-practices scores of the locus, gene and
// protein pages, with the desktop preset and the mobile emulation, in Debian's Chromium, against the portal as
// `npm start` runs it (the production build and the API on one port of 127.0.0.1, port 4197 or LIGHTHOUSE_PORT, over
// a demo database seeded afresh in .data/lighthouse). Writes the scores and every audit that did not pass into
// docs/accessibility.md, between its markers.
//
// Lighthouse is not one of the project's packages (its install breaks `npm ci` here): install it in a prefix of its
// own, `npm i --prefix /tmp/lh lighthouse@12`, and name another prefix with LIGHTHOUSE_PREFIX.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumExecutablePath } from '../chromium.config.ts';
import { lighthouseSection, withLighthouseSection, type LighthouseResult, type PageRun } from './lighthouse/reportSection.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4197);
const dataDir = path.join(root, '.data/lighthouse');
const prefix = process.env.LIGHTHOUSE_PREFIX ?? '/tmp/lh';
const lighthouseBin = path.join(prefix, 'node_modules/.bin/lighthouse');
const chromium = chromiumExecutablePath;
const documentPath = path.join(root, 'docs/accessibility.md');
const origin = `http://127.0.0.1:${port}`;

const PAGES = ['/locus?name=AT1G01010', '/gene?name=AT1G01010.1', '/protein?key=1009117474'];
const PRESETS = ['desktop', 'mobile'] as const;
// Headless, with the flags every browser run on this machine takes (chromium.config.ts).
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

if (!existsSync(lighthouseBin)) {
  console.error(`Lighthouse is not installed at ${prefix}: run \`npm i --prefix ${prefix} lighthouse@12\` (or set LIGHTHOUSE_PREFIX).`);
  process.exit(1);
}

async function waitUntilServing(child: ChildProcess): Promise<void> {
  // The first start may build the front end (when it is stale): allow minutes.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server/main.ts exited with code ${child.exitCode} before serving`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server/main.ts did not answer at ${origin}`);
}

/** One Lighthouse run of a page with a preset; its JSON result. */
function runLighthouse(page: string, preset: (typeof PRESETS)[number]): LighthouseResult {
  const output = path.join(dataDir, `lighthouse-${PRESETS.indexOf(preset)}-${PAGES.indexOf(page)}.json`);
  const args = [
    `${origin}${page}`,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=accessibility,best-practices',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--max-wait-for-load=60000',
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  execFileSync(lighthouseBin, args, { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 });
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Node with tsx as its loader, one process, so that stopping it stops the server (npm would leave a child holding the port).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--front-end'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

const runs: PageRun[] = [];
try {
  await waitUntilServing(server);
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const result = runLighthouse(page, preset);
      runs.push({ page, preset, result });
      const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
      console.log(`${page} ${preset}: accessibility ${score('accessibility')}, best practices ${score('best-practices')}`);
    }
  }
} finally {
  if (server.exitCode === null) server.kill('SIGTERM');
  await exited;
}

// Debian's launcher script complains on stderr about this machine's memory figure; only the version line is wanted.
const chromiumVersion = execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const section = lighthouseSection(runs, { date: new Date().toISOString().slice(0, 10), chromium: chromiumVersion });
const current = existsSync(documentPath) ? readFileSync(documentPath, 'utf8') : '# Accessibility\n';
writeFileSync(documentPath, withLighthouseSection(current, section));
console.log(`Wrote the Lighthouse section of ${path.relative(root, documentPath)}.`);
