// A search worker thread (started by searchPool.ts): one search or gene action at a time, answered from its own
// connection (jobAnswerer.ts), so that the work runs beside the request thread instead of on it.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { searchJobAnswerer } from './jobAnswerer';
import { transferredBy, type SearchJob, type SearchWorkerSetup } from './messages';

const setup = workerData as SearchWorkerSetup;
// On a busy machine the threads of the server take turns on the cores: a worker with seconds of work lowers its own
// priority (a nice value of 10) so that the request thread, whose every task is short, gets a core first. On Linux
// the nice value is the calling thread's; elsewhere it would be the whole process's, so it is left alone there.
if (setup.lowPriority && process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);

const answer = searchJobAnswerer(setup);
// Answered in the order asked: the pool sends a thread one job at a time, and the chain keeps it so regardless.
let answering = Promise.resolve();
parentPort?.on('message', (job: SearchJob) => {
  answering = answering.then(async () => {
    const answered = await answer(job);
    parentPort?.postMessage(answered, transferredBy(answered));
  });
});
