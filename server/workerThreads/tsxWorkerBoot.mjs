// The entry of the server's worker threads (search, PatMatch). The server's modules are TypeScript run through tsx,
// and a worker thread does not inherit the loader of the thread that starts it (Node 20), so the worker registers tsx
// before it loads its own module, named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
