// The entry of a PatMatch worker thread. The server's modules are TypeScript, run through tsx: a worker thread does
// not inherit the loader of the thread that starts it (Node 20), so it registers tsx itself before loading them.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
