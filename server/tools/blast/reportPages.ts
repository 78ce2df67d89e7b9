// Large BLAST reports are made into result pages in a worker thread of their own (reportPageWorker.ts), started
// when first needed, one page at a time: a report may reach 64 MB (blastService.ts), which takes the request thread a
// second or more to parse and write out as HTML, while it must go on answering everyone else. The report's bytes go
// to the worker and the page's bytes come back transferred, not copied.
import { Worker } from 'node:worker_threads';
import type { ReportPageInput } from './reportPage';

export interface ReportPageWorkerSetup {
  databaseFile: string;
}

export interface ReportPageJob {
  id: number;
  input: ReportPageInput;
  /** The report as BLAST+ printed it. */
  report: Uint8Array[];
}

export type ReportPageAnswer = { id: number } & ({ ok: true; body: Uint8Array } | { ok: false; message: string });

/** Makes a report into the body of its results page, as UTF-8 bytes. */
export interface ReportPages {
  /**
   * `report`: chunks each with memory of its own (outputChunks.ts), handed over: their memory moves to the worker, and
   * they are empty here afterwards.
   */
  pageBody(input: ReportPageInput, report: Buffer[]): Promise<Uint8Array>;
  close(): Promise<void>;
}

const BOOT = new URL('../../workerThreads/tsxWorkerBoot.mjs', import.meta.url);
const ENTRY = new URL('./reportPageWorker.ts', import.meta.url).href;

export function reportPageWorker(setup: ReportPageWorkerSetup): ReportPages {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (body: Uint8Array) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = () => {
    const started = new Worker(BOOT, { workerData: { ...setup, entry: ENTRY } });
    started.on('message', (answer: ReportPageAnswer) => {
      const job = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (waiting.size === 0) started.unref();
      if (answer.ok) job?.resolve(answer.body);
      else job?.reject(new Error(answer.message));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('The BLAST results page could not be made.'));
    });
    return started;
  };
  return {
    pageBody(input, report) {
      worker ??= start();
      const id = nextId;
      nextId += 1;
      const running = worker;
      running.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        running.postMessage({ id, input, report } satisfies ReportPageJob, report.map((chunk) => chunk.buffer as ArrayBuffer));
      });
    },
    async close() {
      const running = worker;
      worker = null;
      failAll(new Error('The BLAST service has stopped.'));
      await running?.terminate();
    },
  };
}
