// The worker thread that makes large BLAST reports into results pages (reportPages.ts): it reads the report's bytes,
// parses them, looks up the hits' pages on its own read-only connection and writes the page body, which it hands
// back as bytes (transferred, not copied), so that the request thread never holds a report or a page as text.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { sqliteGeneActionStore } from '../../search/actions/sqliteStore';
import type { GeneActionStore } from '../../search/actions/store';
import { reportBytesPageBody } from './reportPage';
import type { ReportPageAnswer, ReportPageJob, ReportPageWorkerSetup } from './reportPages';

const setup = workerData as ReportPageWorkerSetup;
let store: GeneActionStore | null = null;

function openStore(): GeneActionStore {
  if (!store) {
    const db = new Database(setup.databaseFile, { fileMustExist: true, readonly: true });
    db.pragma('busy_timeout = 5000');
    // Hit links read records only, never the derived rows the server's connection keeps up to date.
    store = sqliteGeneActionStore(db, { derivesRows: false });
  }
  return store;
}

parentPort?.on('message', (job: ReportPageJob) => {
  let answer: ReportPageAnswer;
  try {
    const body = reportBytesPageBody(openStore(), job.input, job.report);
    // Memory of its own (never Node's shared pool for small buffers), so that it can be transferred.
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(body));
    bytes.write(body);
    answer = { id: job.id, ok: true, body: bytes };
  } catch (error) {
    answer = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer, answer.ok ? [answer.body.buffer as ArrayBuffer] : []);
});
