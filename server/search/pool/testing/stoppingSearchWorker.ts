// A search worker for tests: the real one (../searchWorker.ts), except that a search whose query holds STOP_TEXT
// (typed into any text field) throws in the worker instead of being answered, an error nothing catches, which ends
// the thread as a crash would.
import { parentPort, workerData } from 'node:worker_threads';
import { searchJobAnswerer } from '../jobAnswerer';
import type { SearchJob, SearchWorkerSetup } from '../messages';
import { STOP_TEXT } from './stopText';

const answer = searchJobAnswerer((workerData as SearchWorkerSetup).databaseFile);
parentPort?.on('message', (job: SearchJob) => {
  if (JSON.stringify(job.query).includes(STOP_TEXT)) throw new Error('the worker was told to stop');
  parentPort?.postMessage(answer(job));
});
