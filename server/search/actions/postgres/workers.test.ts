// @vitest-environment node
// The worker threads of a server on PostgreSQL, as postgresServerGeneActions wires them: a gene-action worker and a
// PatMatch worker each open a pool of their own on the database, and answer what the SQLite store answers over the
// same records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../db/database';
import { openPostgres, type PostgresConnection } from '../../../db/postgres/connection';
import { insertRecords } from '../../../db/postgres/records';
import { testDatabase, type TestDatabase } from '../../../db/postgres/testDatabase.testSupport';
import { demoRecordRows, seedRecords } from '../../../seed';
import { tempDir, type TempDir } from '../../../testing';
import { packAnswer, unpackAnswer, type PatmatchAnswer } from '../../../tools/patmatch/answer';
import { loadDatasetSequences, patmatchDataset } from '../../../tools/patmatch/datasets';
import { rowTexts } from '../../../tools/patmatch/packedRows';
import { PatmatchPool } from '../../../tools/patmatch/pool';
import { runSearch, type SearchOptions } from '../../../tools/patmatch/search';
import { inThreadGeneActionRunner } from '../../pool/geneActionRunners';
import type { GeneActionJob } from '../jobs';
import { sqliteGeneActionStore } from '../sqliteStore';
import { postgresServerGeneActions, type ServerGeneActions } from './serverGeneActions';

const LOCI = ['AT1G01010', 'AT1G01020', 'AT1G01015', 'AT9G99999'];
const JOBS: GeneActionJob[] = [
  { action: 'descriptions', locusIds: LOCI, limit: 10_000, countLoci: true },
  { action: 'annotations', search: { keywordTypes: [], criteria: { nameTerms: [{ field: 'gene_name', method: 'contains', input: 'nac' }], combine: 'all' }, limit: 50 } },
  { action: 'sequences', request: { ids: { kind: 'locus', values: LOCI }, source: 'araport11_intergenic', format: 'one_per_locus' } },
];
const DATASET = 'araport11_genomic_locus';
const SEARCH: SearchOptions = {
  sequenceClass: 'nucleotide',
  pattern: 'GATCAAGTTG',
  strand: 'both strands',
  maxHits: 75000,
  mismatches: 0,
  kinds: { substitution: true, insertion: true, deletion: true },
  minSequenceHits: 1,
  maxSequenceHits: 99999,
};

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
/** What an answer shows, but for its time. */
const withoutTime = ({ elapsedMs: _elapsed, rows, ...counts }: PatmatchAnswer) => ({ ...counts, rows: rowTexts(rows) });

describe('the workers of a server on PostgreSQL', () => {
  let temp: TempDir;
  let sqlite: Db;
  let database: TestDatabase;
  let connection: PostgresConnection;
  let geneActions: ServerGeneActions;
  beforeAll(async () => {
    temp = tempDir('portal-postgres-workers-');
    sqlite = openDatabase(temp.file('portal.sqlite'));
    seedRecords(sqlite);
    database = await testDatabase();
    connection = await openPostgres(database.url, { maxConnections: 4 });
    await insertRecords(connection.primary, demoRecordRows());
    geneActions = postgresServerGeneActions(connection, database.url, 1);
  }, 60_000);
  afterAll(async () => {
    await geneActions?.runner.close();
    await connection?.close();
    await database?.drop();
    sqlite?.close();
    temp?.remove();
  });

  it('answers gene actions in a worker with the bytes the SQLite store gives', async () => {
    const onSqlite = inThreadGeneActionRunner(sqliteGeneActionStore(sqlite));
    expect(await geneActions.runner.prepare()).toBe(demoRecordRows().filter((row) => row.type === 'locus').length);
    for (const job of JOBS) {
      const [answer, expected] = await Promise.all([geneActions.runner.run(job), onSqlite.run(job)]);
      expect(answer.bytes.length).toBeGreaterThan(2);
      expect(text(answer.bytes)).toBe(text(expected.bytes));
      expect(answer.lociRead).toEqual(expected.lociRead);
    }
  }, 60_000);

  it('reads a PatMatch dataset in a worker and finds what a search of the SQLite store’s sequences finds', async () => {
    const pool = new PatmatchPool({ store: geneActions.source, threads: 1 });
    try {
      const sequences = await loadDatasetSequences(sqliteGeneActionStore(sqlite), patmatchDataset(DATASET)!);
      const expected = withoutTime(unpackAnswer(packAnswer(runSearch(sequences, SEARCH, 60_000), SEARCH)));
      expect(expected.rows.length).toBeGreaterThan(0);
      expect(withoutTime(await pool.search(DATASET, SEARCH))).toEqual(expected);
    } finally {
      await pool.close();
    }
  }, 90_000);
});
