// The worker thread that makes large BLAST reports into results pages (reportPages.ts): it reads the report's bytes,
// parses them, looks up the hits' pages on its own connection and writes the page body, which it hands back as
// bytes (transferred, not copied), so that the request thread never holds a report or a page as text.
import { parentPort, workerData } from 'node:worker_threads';
import { workerGeneActionStore } from '../../search/actions/storeSource';
import { reportBytesPageBody } from './reportPage';
import type { ReportPageAnswer, ReportPageJob, ReportPageWorkerSetup } from './reportPages';

const setup = workerData as ReportPageWorkerSetup;
// Hit links read records only, never the derived rows: a read-only connection on SQLite.
const openStore = workerGeneActionStore(setup.store, { readOnly: true });

async function answerJob(job: ReportPageJob): Promise<void> {
  let answer: ReportPageAnswer;
  try {
    const body = await reportBytesPageBody(await openStore(), job.input, job.report);
    // Memory of its own (never Node's shared pool for small buffers), so that it can be transferred.
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(body));
    bytes.write(body);
    answer = { id: job.id, ok: true, body: bytes };
  } catch (error) {
    answer = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer, answer.ok ? [answer.body.buffer as ArrayBuffer] : []);
}

// One page at a time, in the order asked.
let answering = Promise.resolve();
parentPort?.on('message', (job: ReportPageJob) => {
  answering = answering.then(() => answerJob(job));
});
