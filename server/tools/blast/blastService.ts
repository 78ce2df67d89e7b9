// One BLAST search from the form's fields to the answer, in two steps: `prepare` reads and checks the fields and the
// query and finds BLAST+ (a refusal is answered at once); `run` makes sure the dataset's database is built, runs the
// program in its turn (RunQueue: at most two at once, a few waiting, the rest told to come back) and renders the
// report. The route runs it as a job (tools/jobs/): a cancelled job leaves the queue, or has its program stopped. A large report
// is made into its page in a worker thread (reportPages.ts), and a TEXT reply passes BLAST+'s bytes on as they are:
// the request thread never parses, writes or decodes tens of megabytes.
import type { GeneActionStore } from '../../search/actions/store';
import { postedFields } from '../shared/postedFields';
import { QueueClosedError, QueueFullError, RunQueue } from '../../workerThreads/runQueue';
import { blastArguments } from './blastArguments';
import {
  busyAnswer,
  cancelledAnswer,
  failedAnswer,
  invalidInputAnswer,
  notInstalledAnswer,
  refusedSettingsAnswer,
  timeoutAnswer,
  type BlastAnswer,
} from './blastAnswers';
import type { BlastDatabase, BlastDatabases } from './blastDatabases';
import type { BlastReport } from './blastReport';
import { BlastInputError, readBlastRequest, requestedReplyFormat, type BlastRequest, type FormBody } from './blastRequest';
import { PROGRAM_MOLECULES } from './datasets';
import { findBlast, type BlastInstallation } from './installation';
import { locusQueries } from './locusQueries';
import { checkedQuery, splitQuery, type QuerySequence } from './querySequences';
import { reportBytesPageBody, reportPageBody, type ReportPageInput } from './reportPage';
import type { ReportPages } from './reportPages';
import { ProgramOutputError, ProgramTimeoutError, runProgram } from './runProgram';
import { searchSummaryText } from './searchSummary';

export const BLAST_TIMEOUT_MS = 60_000;
export const BLAST_RUNNING = 2;
export const BLAST_WAITING = 8;
const MAX_REPORT_BYTES = 64 * 1024 * 1024;
/** Reports up to this size are made into pages on the request thread: a few milliseconds of work. */
export const IN_THREAD_REPORT_BYTES = 256 * 1024;

export interface BlastServiceOptions {
  store: GeneActionStore;
  databases: BlastDatabases;
  /** Where blastn and makeblastdb are; default BLAST_BIN_DIR, else PATH (installation.ts). */
  binDir?: string;
  queue?: RunQueue;
  timeoutMs?: number;
  /** Where reports larger than IN_THREAD_REPORT_BYTES are made into pages; without it, on the calling thread. */
  reportPages?: ReportPages;
}

/** A search whose fields and query were accepted, ready to run. */
export interface PreparedBlast {
  request: BlastRequest;
  queries: QuerySequence[];
  blast: BlastInstallation;
  format: 'HTML' | 'TEXT';
  /** The form's fields as posted. */
  fields: Record<string, string>;
}

/** Our own query ids: the researcher's titles stay on our side, never parsed by BLAST+. */
const queryId = (index: number) => `Query_${index + 1}`;
const queryInput = (queries: readonly QuerySequence[]) => queries.map((query, index) => `>${queryId(index)}\n${query.sequence}\n`).join('');

async function readQueries(store: GeneActionStore, request: BlastRequest): Promise<QuerySequence[]> {
  const molecule = PROGRAM_MOLECULES[request.program].query;
  const queries = request.queryKind === 'locus' ? await locusQueries(store, request.queryText, request.program, request.dataset) : splitQuery(request.queryText);
  return checkedQuery(queries, request.program, molecule);
}

/** Exit status 1 is BLAST+'s "error in query or options"; an unsupported combination of scores also stops the engine (3). */
const refusedSettings = (code: number | null, stderr: string) => code === 1 || (code === 3 && /not supported|invalid|must be/i.test(stderr));

const blastMessage = (stderr: string) =>
  stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Warning/i.test(line))
    .join(' ')
    .slice(0, 500) || 'BLAST+ stopped without saying why.';

export function blastService({
  store,
  databases,
  binDir = process.env.BLAST_BIN_DIR,
  queue = new RunQueue(BLAST_RUNNING, BLAST_WAITING),
  timeoutMs = BLAST_TIMEOUT_MS,
  reportPages,
}: BlastServiceOptions) {
  /** The search the fields ask for, or the answer refusing it (bad fields, BLAST+ missing, the queue full). */
  async function prepare(body: FormBody): Promise<{ search: PreparedBlast } | { refusal: BlastAnswer }> {
    const format = requestedReplyFormat(body);
    let request: BlastRequest;
    let queries: QuerySequence[];
    try {
      request = readBlastRequest(body);
      queries = await readQueries(store, request);
    } catch (error) {
      if (error instanceof BlastInputError) return { refusal: invalidInputAnswer(error.message, format) };
      throw error;
    }
    const blast = findBlast(binDir);
    if (!blast) return { refusal: notInstalledAnswer(format) };
    if (queue.full) return { refusal: busyAnswer(format) };
    return { search: { request, queries, blast, format, fields: postedFields(body) } };
  }

  /** Runs a prepared search: `started` is called when its program leaves the queue; `signal` stops it. */
  async function run({ request, queries, blast, format, fields }: PreparedBlast, started: () => void, signal?: AbortSignal): Promise<BlastAnswer> {
    let database: BlastDatabase;
    try {
      database = await databases.database(request.dataset, blast);
    } catch (error) {
      return failedAnswer(error instanceof Error ? error.message : String(error), format);
    }
    const summary = { request, queries, databaseSequences: database.sequences };
    if (database.path === null) return await render({ request, queries, databaseSequences: database.sequences, fields }, { version: '', queries: queries.map(() => emptyResult()) });

    const output = request.replyFormat === 'TEXT' ? 'text' : 'json';
    let program;
    try {
      program = await queue.run(
        (stop) => (started(), runProgram(blast.program(request.program), blastArguments(request, database.path!, output), { input: queryInput(queries), timeoutMs, maxOutputBytes: MAX_REPORT_BYTES, signal: stop })),
        signal,
      );
    } catch (error) {
      if (signal?.aborted) return cancelledAnswer();
      if (error instanceof QueueFullError || error instanceof QueueClosedError) return busyAnswer(format);
      if (error instanceof ProgramTimeoutError) return timeoutAnswer(error.seconds, format);
      if (error instanceof ProgramOutputError) return failedAnswer(error.message, format);
      throw error;
    }
    if (program.code !== 0) {
      return refusedSettings(program.code, program.stderr) ? refusedSettingsAnswer(blastMessage(program.stderr), format) : failedAnswer(blastMessage(program.stderr), format);
    }
    if (output === 'text') {
      const names = queries.map((query, index) => `${queryId(index)}: ${query.title}`).join('\n');
      return { status: 200, kind: 'text', text: `${searchSummaryText(summary)}${names}\n\n`, programOutput: program.stdout };
    }
    const input = { request, queries, databaseSequences: database.sequences, fields };
    const size = program.stdout.reduce((total, chunk) => total + chunk.length, 0);
    const body = reportPages && size > IN_THREAD_REPORT_BYTES ? await reportPages.pageBody(input, program.stdout) : await reportBytesPageBody(store, input, program.stdout);
    return { status: 200, kind: 'page', title: resultsTitle(request), body };
  }

  async function render(input: ReportPageInput, report: BlastReport): Promise<BlastAnswer> {
    const { request, queries } = input;
    if (request.replyFormat === 'TEXT') {
      // An empty dataset: nothing was run, so there is no BLAST+ text to pass on.
      return { status: 200, kind: 'text', text: `${searchSummaryText({ request, queries, databaseSequences: 0 })}***** No hits found *****\n` };
    }
    return { status: 200, kind: 'page', title: resultsTitle(request), body: await reportPageBody(store, input, report) };
  }

  /**
   * Takes no more searches and lets those already asked end (each within its own time limit): the server closes
   * once it has answered every request, so the queue is empty by then unless the service is used on its own.
   */
  const close = async () => {
    await queue.close(timeoutMs);
  };

  return { prepare, run, close };
}

const resultsTitle = (request: BlastRequest) => `BLAST results: ${request.program} against ${request.dataset.label}`;

const emptyResult = () => ({ queryLength: 0, hits: [], message: 'No hits found', databaseSequences: 0, databaseLetters: 0 });
