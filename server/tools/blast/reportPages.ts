// Large BLAST reports are made into result pages in a worker thread of their own (reportPageWorker.ts; the server's
// worker pool, workerThreads/workerPool.ts, of one thread), started when first needed, one page at a time: a report may reach 64 MB (blastService.ts), which takes the request thread a
// second or more to parse and write out as HTML, while it must go on answering everyone else. The report's bytes go
// to the worker and the page's bytes come back transferred, not copied.
import type { GeneActionStoreSource } from '../../search/actions/storeSource';
import { WorkerPool } from '../../workerThreads/workerPool';
import type { ReportPageInput } from './reportPage';

export interface ReportPageWorkerSetup {
  /** Where the worker looks up the hits' pages (a connection of its own). */
  store: GeneActionStoreSource;
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

export function reportPageWorker(setup: ReportPageWorkerSetup): ReportPages {
  const pool = new WorkerPool<ReportPageJob, ReportPageAnswer>({ script: 'blastReportPage', workerData: setup, threads: 1, name: 'BLAST results page worker' });
  let nextId = 1;
  return {
    async pageBody(input, report) {
      const id = nextId;
      nextId += 1;
      const answer = await pool.run({ id, input, report }, { transfer: report.map((chunk) => chunk.buffer as ArrayBuffer) });
      if (!answer.ok) throw new Error(answer.message);
      return answer.body;
    },
    close: () => pool.close(),
  };
}
