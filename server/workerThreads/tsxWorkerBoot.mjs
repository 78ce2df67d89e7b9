// The entry of the server's worker threads when the server runs from its TypeScript sources (tsx: development,
// scripts, tests; workerScript.ts). A worker thread does not inherit the loader of the thread that starts it (Node 20),
// so the worker registers tsx before it loads its own module, named in workerData.entry. The compiled server
// (npm start) starts its workers from dist-server/workers/ without it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
