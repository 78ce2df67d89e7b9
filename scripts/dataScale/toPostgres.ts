// The full-scale dataset in PostgreSQL (npm run data:scale -- --to <url>): the generator writes it into a SQLite file
// in a scratch folder, as it always does, and npm run db:copy's code moves that file into the empty PostgreSQL
// database (migrated first, every table's count compared, the search index built from the records). One generator
// and one loader, so the records PostgreSQL serves are byte for byte the ones the SQLite benchmarks read.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/db/database';
import { copyToPostgres, type CopiedCount } from '../../server/db/copy/copyToPostgres';
import { openPostgres } from '../../server/db/postgres/connection';
import { refreshDerivedRows } from '../../server/search/actions/postgres/derivedRows';
import { generateScaleDataset, type GenerateOptions, type GeneratedCounts } from './generate';

export interface LoadIntoPostgresOptions extends Omit<GenerateOptions, 'file'> {
  /** The PostgreSQL database to fill: empty (its tables without rows, or not migrated yet). */
  url: string;
  /** Where the scratch SQLite file is written and removed again; it needs room for the dataset (about 1 GB at full scale). */
  scratchDir: string;
}

export interface LoadedIntoPostgres {
  generated: GeneratedCounts;
  copied: CopiedCount[];
}

export async function loadScaleDatasetIntoPostgres({ url, scratchDir, onProgress = () => {}, ...generate }: LoadIntoPostgresOptions): Promise<LoadedIntoPostgres> {
  mkdirSync(scratchDir, { recursive: true });
  const scratch = mkdtempSync(path.join(scratchDir, 'scale-to-postgres-'));
  try {
    const file = path.join(scratch, 'scale.sqlite');
    const generated = generateScaleDataset({ ...generate, file, onProgress });
    return { generated, copied: await copyScaleFileIntoPostgres(file, url, onProgress) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The copy step alone, from a scale file generated before (npm run bench:api has one: the two stores then hold the
 * same rows): into the empty database, then the gene actions' derived rows and statistics for the query planner.
 */
export async function copyScaleFileIntoPostgres(file: string, url: string, onProgress: (message: string) => void = () => {}): Promise<CopiedCount[]> {
  const source = openDatabase(file);
  try {
    const target = await openPostgres(url, { maxConnections: 2, settingName: '--to' });
    try {
      onProgress('Copying into PostgreSQL…');
      const copied = await copyToPostgres(source, target, onProgress);
      // A server derives the rows of queued loci before it listens (routes/searchActions.ts): for 38,000 loci that
      // takes longer than Fastify allows a start-up hook (10 s) on a busy machine, so the load does it.
      onProgress(`Gene actions: derived the rows of ${await refreshDerivedRows(target.primary)} loci.`);
      // Statistics for the query planner now, rather than whenever autovacuum next looks at the new tables.
      await target.primary.query('ANALYZE');
      return copied;
    } finally {
      await target.close();
    }
  } finally {
    source.close();
  }
}
