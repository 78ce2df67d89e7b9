// npm run bench:lcp -- <revision> — not a test: the large locus page's largest contentful paint in this checkout's
// build and in the build of an older revision, measured in the same run, alternating, so that both see the same
// machine. Writes the figures to the "Locus page: LCP against an older build" section of docs/perf.md.
// The older revision is checked out in a temporary git worktree (sharing this checkout's node_modules) and built
// there; both builds are served by `vite preview` and the API is answered from memory (the large locus of this
// checkout), as `npm run bench` does. BENCH_LCP_RUNS (default 9) runs per build. Every request stays on 127.0.0.1.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.config.ts';
import { generateLargeLocus } from '../data/records/locus/fixtures/largeLocus.ts';
import { manyParalogs } from '../mocks/fixtures/panther/manyParalogs.ts';
import { answerLocusApi, LOOPBACK_ONLY_ARGS, median, observePaint, openLocusPage } from './bench/locusPage.ts';
import { startVitePreview } from './bench/vitePreview.ts';
import { withSection } from './benchApi/perfSection.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_LCP_RUNS ?? 9) || 9);
const PORTS = { older: 4193, current: 4194 } as const;
const SECTION = { name: 'lcp-compare', start: '<!-- lcp-compare:start -->', end: '<!-- lcp-compare:end -->' };

interface Build {
  label: 'older' | 'current';
  /** The folder vite preview runs in (its vite.config.ts applies) and the built files. */
  cwd: string;
  outDir: string;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const vite = (cwd: string, args: string[]) => [path.join(cwd, 'node_modules/vite/bin/vite.js'), ...args];

function buildInto(cwd: string, outDir: string) {
  execFileSync(process.execPath, vite(cwd, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']), { cwd, stdio: 'inherit' });
}

async function loadOnce(browser: Browser, url: string, locusJson: string, paralogsJson: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await answerLocusApi(page, locusJson, paralogsJson);
    await observePaint(page);
    const load = await openLocusPage(page, url);
    const title = await page.locator('h1').first().textContent();
    return { ...load, title: title ?? '' };
  } finally {
    await context.close();
  }
}

async function main() {
  const revision = process.argv[2];
  if (!revision) throw new Error('Usage: npm run bench:lcp -- <revision> (the older build to compare with, e.g. 05f44be)');
  const commit = git('rev-parse', '--short', `${revision}^{commit}`);
  const subject = git('log', '-1', '--format=%ad %s', '--date=short', commit);
  const head = git('rev-parse', '--short', 'HEAD');
  const changed = git('status', '--porcelain', '--untracked-files=no') !== '';

  const work = mkdtempSync(path.join(tmpdir(), 'bench-lcp-'));
  const olderTree = path.join(work, 'older');
  git('worktree', 'add', '--detach', olderTree, commit);
  const servers: ChildProcess[] = [];
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(olderTree, 'node_modules'));
    const builds: Build[] = [
      { label: 'older', cwd: olderTree, outDir: path.join(work, 'older-dist') },
      { label: 'current', cwd: root, outDir: path.join(work, 'current-dist') },
    ];
    for (const build of builds) {
      console.log(`Building the ${build.label} front end…`);
      buildInto(build.cwd, build.outDir);
    }
    for (const build of builds) servers.push(await startVitePreview({ cwd: build.cwd, outDir: build.outDir, port: PORTS[build.label] }));

    const locus = generateLargeLocus();
    const locusJson = JSON.stringify(locus);
    const paralogsJson = JSON.stringify(manyParalogs.paralogs);
    const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...LOOPBACK_ONLY_ARGS], headless: true });
    const loads = { older: [] as { lcp: number; rendered: number }[], current: [] as { lcp: number; rendered: number }[] };
    try {
      // A first load of each warms the servers and the disk cache; then the builds alternate, each going first in
      // every other round.
      for (const build of builds) await loadOnce(browser, `http://127.0.0.1:${PORTS[build.label]}/locus?key=${locus.locusId}`, locusJson, paralogsJson);
      for (let run = 0; run < runs; run += 1) {
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const load = await loadOnce(browser, `http://127.0.0.1:${PORTS[build.label]}/locus?key=${locus.locusId}`, locusJson, paralogsJson);
          if (!load.title.startsWith('Gene: ')) throw new Error(`The ${build.label} build showed "${load.title}", not the locus page.`);
          loads[build.label].push({ lcp: load.lcp, rendered: load.rendered });
          console.log(`${build.label}: LCP ${load.lcp.toFixed(0)} ms, all sections ${load.rendered.toFixed(0)} ms`);
        }
      }
    } finally {
      await browser.close();
    }

    const figures = (label: Build['label']) => ({
      lcp: median(loads[label].map((load) => load.lcp)),
      rendered: median(loads[label].map((load) => load.rendered)),
      lcps: loads[label].map((load) => load.lcp.toFixed(0)).join(', '),
    });
    const older = figures('older');
    const current = figures('current');
    const body = `## Locus page: LCP against an older build

Measured by \`npm run bench:lcp -- ${revision}\` on ${new Date().toISOString().slice(0, 10)}: the large locus page (as in \`npm run bench\`: the API answered
from memory, headless Chromium at 1366×900) in the build of ${commit} (${subject}) and in this checkout's (${head}${changed ? ' with uncommitted changes' : ''}),
served side by side by \`vite preview\` and opened alternately, ${runs} runs each after one warm-up load, medians.
LCP is read once the render holding every section has painted. Machine: ${availableParallelism()} cores, load average ${(loadavg()[0] ?? 0).toFixed(1)} at the end.

| build | largest contentful paint | all sections rendered | LCP of each run |
|---|---|---|---|
| ${commit} (older) | ${older.lcp.toFixed(0)} ms | ${older.rendered.toFixed(0)} ms | ${older.lcps} |
| ${head} (current) | ${current.lcp.toFixed(0)} ms | ${current.rendered.toFixed(0)} ms | ${current.lcps} |

The current build's LCP is ${((current.lcp / older.lcp) * 100).toFixed(0)}% of the older one's.`;
    const perfDoc = path.join(root, 'docs/perf.md');
    const previous = existsSync(perfDoc) ? readFileSync(perfDoc, 'utf8') : '# Performance\n';
    writeFileSync(perfDoc, withSection(previous, SECTION, body));
    console.log(`\n${body}`);
  } finally {
    for (const server of servers) server.kill();
    git('worktree', 'remove', '--force', olderTree);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
