// A worker for the pool's tests: it echoes a value, waits on a gate in shared memory until the test opens it, throws
// an error nothing catches (as a crash would end the thread), or never answers.
import { parentPort } from 'node:worker_threads';

export type TestJob =
  | { kind: 'echo'; value: string }
  | { kind: 'wait'; gate: Int32Array; value: string }
  | { kind: 'crash' }
  | { kind: 'hang' };

parentPort?.on('message', (job: TestJob) => {
  if (job.kind === 'crash') throw new Error('the test worker crashed');
  if (job.kind === 'hang') for (;;);
  if (job.kind === 'wait') Atomics.wait(job.gate, 0, 0);
  parentPort?.postMessage(job.value);
});
