// A search worker thread (started by searchPool.ts): one search or gene action at a time, answered from its own
// connection (jobAnswerer.ts), so that the work runs beside the request thread instead of on it.
import { parentPort, workerData } from 'node:worker_threads';
import { searchJobAnswerer } from './jobAnswerer';
import { transferredBy, type SearchJob, type SearchWorkerSetup } from './messages';

const answer = searchJobAnswerer((workerData as SearchWorkerSetup).databaseFile);
parentPort?.on('message', (job: SearchJob) => {
  const answered = answer(job);
  parentPort?.postMessage(answered, transferredBy(answered));
});
