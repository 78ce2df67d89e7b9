// How the server starts a worker thread. Bundled (npm start: scripts/build/serverBuild.ts), each worker is a
// JavaScript file of its own beside the server's, in dist-server/workers/. From the TypeScript sources (tsx, tests),
// a worker thread does not inherit the loader of the thread that starts it (Node 20), so it starts on a boot file
// that registers tsx and then loads the worker's module (tsxWorkerBoot.mjs).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PROJECT_ROOT } from '../projectRoot';

/** The server's worker modules: the bundle's entry points, by the name of their file in dist-server/workers/. */
export const WORKER_SOURCES = {
  search: 'server/search/pool/searchWorker.ts',
  patmatch: 'server/tools/patmatch/searchWorker.ts',
  blastReportPage: 'server/tools/blast/reportPageWorker.ts',
} as const;

export type WorkerName = keyof typeof WORKER_SOURCES;

const runsBundled = !import.meta.url.endsWith('.ts');
const TSX_BOOT = new URL('./tsxWorkerBoot.mjs', import.meta.url);

/**
 * Starts the worker `script` names: one of the server's, or a module given by its file URL (a test's stand-in,
 * from the sources). `workerData` reaches it as workerData.
 */
export function startWorker(script: WorkerName | URL, workerData: object): Worker {
  if (runsBundled && typeof script === 'string') return new Worker(new URL(`./workers/${script}.js`, import.meta.url), { workerData });
  const entry = typeof script === 'string' ? pathToFileURL(path.join(PROJECT_ROOT, WORKER_SOURCES[script])).href : script.href;
  return new Worker(TSX_BOOT, { workerData: { ...workerData, entry } });
}
