// A search worker for tests: the real one (../searchWorker.ts), except that work holding STOP_TEXT (a search typed
// into any text field, a gene action's id) throws in the worker instead of being answered, an error nothing catches,
// which ends the thread as a crash would.
import { parentPort, workerData } from 'node:worker_threads';
import { searchJobAnswerer } from '../jobAnswerer';
import { transferredBy, type SearchJob, type SearchWorkerSetup } from '../messages';
import { STOP_TEXT } from './stopText';

const answer = searchJobAnswerer(workerData as SearchWorkerSetup);
parentPort?.on('message', (job: SearchJob) => {
  if (JSON.stringify(job).includes(STOP_TEXT)) throw new Error('the worker was told to stop');
  void answer(job).then((answered) => parentPort?.postMessage(answered, transferredBy(answered)));
});
