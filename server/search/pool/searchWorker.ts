// A search worker thread (started by searchPool.ts): one search at a time, answered from its own connection
// (jobAnswerer.ts), so that the SQL of a search runs beside the request thread instead of on it.
import { parentPort, workerData } from 'node:worker_threads';
import { searchJobAnswerer } from './jobAnswerer';
import type { SearchJob, SearchWorkerSetup } from './messages';

const answer = searchJobAnswerer((workerData as SearchWorkerSetup).databaseFile);
parentPort?.on('message', (job: SearchJob) => parentPort?.postMessage(answer(job)));
