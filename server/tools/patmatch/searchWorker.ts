// A PatMatch worker thread: it reads datasets from the database (its own connection), keeps the ones it has read
// in memory for the next searches, and runs one search at a time (search.ts), so a long search never holds up the
// server's other requests.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { sqliteGeneActionStore } from '../../search/actions/sqliteStore';
import type { GeneActionStore } from '../../search/actions/store';
import { UnsupportedWithMismatches } from './approximateMatcher';
import { loadDatasetSequences, patmatchDataset, type DatasetSequence } from './datasets';
import { PatternError } from './pattern';
import { runSearch } from './search';
import type { WorkerAnswer, WorkerJob, WorkerLoaded, WorkerSetup } from './workerMessages';

const setup = workerData as WorkerSetup;
let store: GeneActionStore | null = null;
/** Datasets read, least recently used first; a newly read one pushes out the oldest beyond the budget. */
const cache = new Map<string, DatasetSequence[]>();
const residuesOf = (sequences: readonly DatasetSequence[]) => sequences.reduce((sum, sequence) => sum + sequence.residues.length, 0);

function openStore(): GeneActionStore {
  if (!store) {
    const db = new Database(setup.databaseFile, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    store = sqliteGeneActionStore(db);
  }
  return store;
}

function sequencesOf(datasetId: string): DatasetSequence[] {
  const cached = cache.get(datasetId);
  if (cached) {
    cache.delete(datasetId);
    cache.set(datasetId, cached);
    return cached;
  }
  const dataset = patmatchDataset(datasetId);
  if (!dataset) throw new Error(`Unknown dataset ${datasetId}.`);
  const sequences = loadDatasetSequences(openStore(), dataset);
  let held = residuesOf(sequences);
  for (const [id, other] of [...cache].reverse()) {
    if (held + residuesOf(other) <= setup.cacheResidues) held += residuesOf(other);
    else cache.delete(id);
  }
  cache.set(datasetId, sequences);
  return sequences;
}

parentPort?.on('message', (job: WorkerJob) => {
  let answer: WorkerAnswer;
  try {
    const sequences = sequencesOf(job.datasetId);
    parentPort?.postMessage({ id: job.id, loaded: true } satisfies WorkerLoaded);
    answer = { id: job.id, ok: true, result: runSearch(sequences, job.options, job.timeLimitMs), cached: [...cache.keys()] };
  } catch (error) {
    const refused = error instanceof PatternError || error instanceof UnsupportedWithMismatches;
    answer = { id: job.id, ok: false, refused, message: error instanceof Error ? error.message : String(error), cached: [...cache.keys()] };
  }
  parentPort?.postMessage(answer);
});
