// The server as `npm start` runs it: compiled JavaScript, not TypeScript through tsx. esbuild bundles server/main.ts,
// and each worker thread's module (server/workerThreads/workerScript.ts) as a file of its own, into dist-server/;
// the packages in node_modules stay outside the bundle, imported as they are. Built when missing or older than its
// sources, like the front end (server/frontEnd.ts); `tsx scripts/build/serverBuild.ts` builds it then, and says why.
import path from 'node:path';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { newestModification } from '../../server/frontEnd';
import { PROJECT_ROOT } from '../../server/projectRoot';
import { WORKER_SOURCES } from '../../server/workerThreads/workerScript';

/** Where the compiled server is written, relative to the project root: main.js, and workers/<name>.js. */
export const SERVER_BUILD_DIR = 'dist-server';
export const SERVER_MAIN = `${SERVER_BUILD_DIR}/main.js`;

/** What the server's bundle is made from: the server, the demo dataset it seeds, what it shares with the front end. */
const SERVER_INPUTS = ['server', 'data', 'src', 'schemas', 'sections', 'contracts', 'package-lock.json', 'tsconfig.json', 'scripts/build/serverBuild.ts'];

/** Why the server needs compiling in `root`, or null when dist-server/main.js is newer than every input. */
export function serverBuildStaleness(root: string = PROJECT_ROOT): string | null {
  const main = path.join(root, SERVER_MAIN);
  if (!existsSync(main)) return `there is no build in ${SERVER_BUILD_DIR}/`;
  const builtAt = statSync(main).mtimeMs;
  const changed = SERVER_INPUTS.find((input) => newestModification(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * A folder the server lists and imports by pattern (server/search/categories/index.ts) makes esbuild bundle every file
 * the pattern can name, the tests beside the modules too; the server never imports those, so they compile to nothing.
 */
const testsCompileToNothing: Plugin = {
  name: 'portal:tests-compile-to-nothing',
  setup(bundle) {
    bundle.onLoad({ filter: /\.(test|testSupport|storySupport)\.tsx?$/ }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

export async function buildServerBundle(root: string = PROJECT_ROOT): Promise<void> {
  const workers = Object.entries(WORKER_SOURCES).map(([name, source]) => ({ in: source, out: `workers/${name}` }));
  await build({
    plugins: [testsCompileToNothing],
    absWorkingDir: root,
    entryPoints: [{ in: 'server/main.ts', out: 'main' }, ...workers],
    outdir: SERVER_BUILD_DIR,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** Compiles the server when it is missing or stale, saying why. */
export async function ensureServerBuild(root: string = PROJECT_ROOT): Promise<void> {
  const staleness = serverBuildStaleness(root);
  if (!staleness) return;
  console.log(`Compiling the server (${staleness})…`);
  await buildServerBundle(root);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await ensureServerBuild();
