/** A search holding this text ends the thread of the test search worker (stoppingSearchWorker.ts) that runs it. */
export const STOP_TEXT = 'stop-the-worker';
