// npm run data:scale -- --to <url> --loci N on a real PostgreSQL: a small dataset in the full scale's proportions
// lands in an empty database with every record type's count as generated, its gene-action rows derived, its search
// index answers, and the scratch SQLite file is gone afterwards.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type PostgresConnection } from '../../server/db/postgres/connection';
import { testDatabase, type TestDatabase } from '../../server/db/postgres/testDatabase.testSupport';
import { postgresSearchStore } from '../../server/search/postgres/store';
import { tempDir, type TempDir } from '../../server/testing';
import { scaledCounts } from './plan';
import { loadScaleDatasetIntoPostgres, type LoadedIntoPostgres } from './toPostgres';

describe('loading the full-scale dataset into PostgreSQL, at 40 loci', () => {
  let temp: TempDir;
  let database: TestDatabase;
  let connection: PostgresConnection;
  let loaded: LoadedIntoPostgres;
  beforeAll(async () => {
    temp = tempDir('scale-to-postgres-');
    database = await testDatabase({ empty: true });
    loaded = await loadScaleDatasetIntoPostgres({ url: database.url, scratchDir: temp.dir, counts: scaledCounts(40), seedDate: '2031-03-18' });
    connection = await openPostgres(database.url, { maxConnections: 1 });
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
    temp?.remove();
  });

  it('holds every generated record, counted by type, and leaves no scratch file behind', async () => {
    const { rows } = await connection.primary.query<{ type: string; n: number }>('SELECT type, count(*)::int AS n FROM records GROUP BY type');
    const byType = Object.fromEntries(rows.map((row) => [row.type, row.n]));
    const { generated } = loaded;
    expect(byType).toEqual({
      locus: 40,
      gene: generated.geneModels,
      protein: generated.proteins,
      publication: generated.publications,
      transposonfamily: generated.transposonFamilies,
      genesymbol: generated.geneSymbols,
    });
    expect(loaded.copied.find((count) => count.table === 'records')?.rows).toBe(Object.values(byType).reduce((sum, n) => sum + n, 0));
    expect(readdirSync(temp.dir)).toEqual([]);
  });

  it('leaves no locus waiting for its gene-action rows, so that a server starts without deriving them', async () => {
    const { rows } = await connection.primary.query<{ queued: number; summaries: number }>(
      'SELECT (SELECT count(*)::int FROM locus_derivation_queue) AS queued, (SELECT count(*)::int FROM locus_summaries) AS summaries',
    );
    expect(rows[0]).toEqual({ queued: 0, summaries: 40 });
  });

  it('answers a gene search from the index built on PostgreSQL', async () => {
    const { rows } = await connection.primary.query<{ name: string }>("SELECT name FROM records WHERE type = 'locus' ORDER BY id LIMIT 1");
    const locus = rows[0]!.name;
    const answer = await postgresSearchStore(connection.primary).search({
      category: 'gene',
      criteria: [{ kind: 'text', fields: ['name'], method: 'exactly', value: locus }],
      limit: 5,
    });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.docs[0]).toContain(locus);
  });
});
