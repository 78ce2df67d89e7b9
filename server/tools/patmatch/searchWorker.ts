// A PatMatch worker thread: it reads datasets from the database (its own connection), keeps the ones it has read
// in memory for the next searches, and runs one search, or one job of a search split between workers, at a time
// (search.ts, pieceSearch.ts), so a long search never holds up the server's other requests. It also makes the rows of
// the hit table (answer.ts, pieceSearch.ts): the server's thread only passes their bytes on.
import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { workerGeneActionStore } from '../../search/actions/storeSource';
import { packAnswer } from './answer';
import { UnsupportedWithMismatches } from './approximateMatcher';
import { loadDatasetSequences, patmatchDataset, type DatasetSequence } from './datasets';
import { PatternError } from '../../../contracts/patmatch/pattern';
import { searchPieces } from './pieceSearch';
import { runSearch } from './search';
import { transferredBy, type DatasetShape, type HeldDataset, type WorkerAnswer, type WorkerJob, type WorkerLoaded, type WorkerMakingRows, type WorkerSetup, type WorkerTookUp } from './workerMessages';

const setup = workerData as WorkerSetup;
const openStore = workerGeneActionStore(setup.store);

interface HeldSequences {
  sequences: DatasetSequence[];
  version: string;
}
/** Datasets read, least recently used first; a newly read one pushes out the oldest beyond the budget. */
const cache = new Map<string, HeldSequences>();
const residuesOf = ({ sequences }: HeldSequences) => sequences.reduce((sum, sequence) => sum + sequence.residues.length, 0);

/** A digest of the names and residues: two workers that read the dataset at different times may differ. */
function versionOf(sequences: readonly DatasetSequence[]): string {
  const digest = createHash('sha1');
  for (const sequence of sequences) digest.update(sequence.name).update('\n').update(sequence.residues, 'latin1').update('\n');
  return digest.digest('base64url');
}

/** The dataset's sequences, read now (with its shape, for the pool) or kept from before. */
async function sequencesOf(datasetId: string): Promise<{ held: HeldSequences; shape?: DatasetShape }> {
  const cached = cache.get(datasetId);
  if (cached) {
    cache.delete(datasetId);
    cache.set(datasetId, cached);
    return { held: cached };
  }
  const dataset = patmatchDataset(datasetId);
  if (!dataset) throw new Error(`Unknown dataset ${datasetId}.`);
  const sequences = await loadDatasetSequences(await openStore(), dataset);
  const held: HeldSequences = { sequences, version: versionOf(sequences) };
  let total = residuesOf(held);
  for (const [id, other] of [...cache].reverse()) {
    if (total + residuesOf(other) <= setup.cacheResidues) total += residuesOf(other);
    else cache.delete(id);
  }
  cache.set(datasetId, held);
  return { held, shape: { datasetId, version: held.version, lengths: Int32Array.from(sequences, (sequence) => sequence.residues.length) } };
}

const heldDatasets = (): HeldDataset[] => [...cache].map(([datasetId, { version }]) => ({ datasetId, version }));

async function answerJob(job: WorkerJob): Promise<void> {
  const stopRequested = () => Atomics.load(job.stop, 0) !== 0;
  let answer: WorkerAnswer;
  // A whole search's time counts from here, reading the dataset included.
  const deadline = job.kind === 'search' ? Date.now() + job.timeLimitMs : 0;
  if (job.kind === 'search') parentPort?.postMessage({ id: job.id, tookUp: true, deadline } satisfies WorkerTookUp);
  try {
    const { held, shape } = await sequencesOf(job.datasetId);
    let said = false;
    const loaded = () => {
      if (!said) parentPort?.postMessage({ id: job.id, loaded: true, ...(shape ? { shape } : {}) } satisfies WorkerLoaded);
      said = true;
    };
    if (job.kind === 'search') {
      let result;
      try {
        // Said once the search has looked at its stop flag: a stop asked after that may meet one run of the regular
        // expression engine that never ends, which only ending the worker stops (pool.ts).
        result = runSearch(held.sequences, job.options, deadline - Date.now(), stopRequested, loaded);
      } finally {
        // A search that ended before its first sequence (out of time, stopped, refused) says it too: the shape.
        loaded();
      }
      parentPort?.postMessage({ id: job.id, makingRows: true } satisfies WorkerMakingRows);
      answer = { id: job.id, ok: true, answer: packAnswer(result, job.options, stopRequested), held: heldDatasets() };
    } else if (job.kind === 'pieces') {
      loaded();
      if (held.version !== job.version) throw new Error(`This worker holds another reading of dataset ${job.datasetId}.`);
      answer = { id: job.id, ok: true, job: searchPieces(held.sequences, job.options, job.pieces, job.deadline, stopRequested), held: heldDatasets() };
    } else {
      loaded();
      answer = { id: job.id, ok: true, held: heldDatasets() };
    }
  } catch (error) {
    const refused = error instanceof PatternError || error instanceof UnsupportedWithMismatches;
    answer = { id: job.id, ok: false, refused, message: error instanceof Error ? error.message : String(error), held: heldDatasets() };
  }
  parentPort?.postMessage(answer, transferredBy(answer));
}

// One job at a time, in the order asked, though reading a dataset waits for the database.
let answering = Promise.resolve();
parentPort?.on('message', (job: WorkerJob) => {
  answering = answering.then(() => answerJob(job));
});
