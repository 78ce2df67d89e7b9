// The BLAST databases of the datasets, made by makeblastdb under the data directory (never the source tree):
// {dataDir}/blast-databases/{dataset}-{version}/ holds the database and version.json, written last, so a directory
// without it is an interrupted build. Each database is built on its first search, once even when several searches
// ask at the same time, in a scratch directory renamed into place when complete; a dataset whose records changed
// since (datasetVersion.ts) gets a new directory and the old one is removed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneActionStore } from '../../search/actions/store';
import { writeDatasetFasta } from './datasetFasta';
import { GENOME_DATASET_ID, type BlastDataset } from './datasets';
import { genomeVersion } from './datasetVersion';
import type { BlastInstallation } from './installation';
import { runProgram } from './runProgram';

/** A built database: the path BLAST+ takes as -db, or null when the dataset has no sequences to search. */
export interface BlastDatabase {
  dataset: BlastDataset;
  path: string | null;
  sequences: number;
}

interface VersionFile {
  dataset: string;
  version: string;
  sequences: number;
  builtAt: string;
}

const BUILD_TIMEOUT_MS = 15 * 60 * 1000;

export class BlastDatabaseError extends Error {
  constructor(dataset: BlastDataset, detail: string) {
    super(`The BLAST database of ${dataset.label} could not be built: ${detail}`);
    this.name = 'BlastDatabaseError';
  }
}

export interface BlastDatabasesOptions {
  directory: string;
  store: GeneActionStore;
  /** The fingerprint of the records the sequence datasets are cut from (datasetVersion.ts): seconds at full scale. */
  recordsVersion: () => Promise<string>;
  /**
   * A number raised by every change to those records (RecordReader.sequenceSourcesVersion), read before each search:
   * the fingerprint is computed again only when it moved, by this process or another over the same database.
   */
  sourcesVersion: () => Promise<number>;
}

export class BlastDatabases {
  /** The database of each dataset and version, built or being built. */
  private readonly ready = new Map<string, Promise<BlastDatabase>>();
  private fingerprint: { sources: number; version: Promise<string> } | null = null;

  constructor(private readonly options: BlastDatabasesOptions) {}

  /** The database of `dataset`, built first when it is missing or out of date. */
  async database(dataset: BlastDataset, blast: BlastInstallation): Promise<BlastDatabase> {
    const version = await this.version(dataset);
    const key = `${dataset.id}-${version}`;
    let database = this.ready.get(key);
    if (!database) {
      for (const other of this.ready.keys()) if (other.startsWith(`${dataset.id}-`)) this.ready.delete(other);
      database = this.openOrBuild(dataset, blast, version);
      this.ready.set(key, database);
      // A failed build is tried again by the next search rather than remembered.
      database.catch(() => this.ready.delete(key));
    }
    return database;
  }

  private async version(dataset: BlastDataset): Promise<string> {
    if (dataset.id === GENOME_DATASET_ID) return genomeVersion();
    const sources = await this.options.sourcesVersion();
    if (this.fingerprint?.sources !== sources) {
      const version = this.options.recordsVersion();
      this.fingerprint = { sources, version };
      // A failed fingerprint is computed again by the next search.
      version.catch(() => {
        if (this.fingerprint?.version === version) this.fingerprint = null;
      });
    }
    return this.fingerprint.version;
  }

  private async openOrBuild(dataset: BlastDataset, blast: BlastInstallation, version: string): Promise<BlastDatabase> {
    const root = this.options.directory;
    const directory = path.join(root, `${dataset.id}-${version.slice(0, 16)}`);
    const existing = readVersionFile(directory);
    if (existing?.version === version) return describe(dataset, directory, existing.sequences);

    mkdirSync(root, { recursive: true });
    const scratch = path.join(root, `.build-${dataset.id}-${randomBytes(6).toString('hex')}`);
    mkdirSync(scratch);
    try {
      const fasta = path.join(scratch, `${dataset.id}.fasta`);
      const sequences = await writeDatasetFasta(this.options.store, dataset, fasta);
      if (sequences > 0) {
        const run = await runProgram(
          blast.program('makeblastdb'),
          ['-in', fasta, '-dbtype', dataset.molecule === 'protein' ? 'prot' : 'nucl', '-out', path.join(scratch, dataset.id), '-title', dataset.label],
          { timeoutMs: BUILD_TIMEOUT_MS, maxOutputBytes: 1024 * 1024 },
        );
        if (run.code !== 0) throw new BlastDatabaseError(dataset, (run.stderr || Buffer.concat(run.stdout).toString('utf8')).trim().split('\n').slice(-3).join(' '));
      }
      rmSync(fasta, { force: true });
      const file: VersionFile = { dataset: dataset.id, version, sequences, builtAt: new Date().toISOString() };
      writeFileSync(path.join(scratch, 'version.json'), `${JSON.stringify(file, null, 2)}\n`);
      placeBuild(scratch, directory);
      removeOtherVersions(root, dataset.id, directory);
      return describe(dataset, directory, sequences);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
}

const describe = (dataset: BlastDataset, directory: string, sequences: number): BlastDatabase => ({
  dataset,
  path: sequences > 0 ? path.join(directory, dataset.id) : null,
  sequences,
});

function readVersionFile(directory: string): VersionFile | null {
  try {
    return JSON.parse(readFileSync(path.join(directory, 'version.json'), 'utf8')) as VersionFile;
  } catch {
    return null;
  }
}

/** Moves a finished build into place; when another server process got there first, its build is kept. */
function placeBuild(scratch: string, directory: string): void {
  if (existsSync(directory)) {
    if (readVersionFile(directory)) return;
    // An interrupted build left it behind.
    rmSync(directory, { recursive: true, force: true });
  }
  try {
    renameSync(scratch, directory);
  } catch (error) {
    if (!readVersionFile(directory)) throw error;
  }
}

function removeOtherVersions(root: string, datasetId: string, keep: string): void {
  for (const name of readdirSync(root)) {
    const full = path.join(root, name);
    if (full !== keep && name.startsWith(`${datasetId}-`) && /^[0-9a-f]{16}$/.test(name.slice(datasetId.length + 1))) {
      rmSync(full, { recursive: true, force: true });
    }
  }
}
