// The two stores the contract tests run against: the embedded SQLite file and PostgreSQL (a database of its own per
// opening, copied from the migrated template). A contract test is written once and run for each driver:
//   describe.each(STORE_DRIVERS)('… on $name', (driver) => { … await driver.open() … })
// `sql` arranges what no store call makes (a clock moved back, a period ended), in each database's own words.
import { openPostgres } from './postgres/connection';
import { insertRecords } from './postgres/records';
import { testDatabase } from './postgres/testDatabase.testSupport';
import { tempDir } from '../testing';
import { openDatabase } from './database';
import { recordStore, type RecordRow } from './records';
import { postgresPortalStore } from '../store/postgres';
import { sqlitePortalStore } from '../store/sqlite';
import type { PortalStore } from '../store/stores';
import { buildSearchIndex, reindexRecord } from '../search/buildIndex';
import { categoryModules } from '../search/categories';
import { buildPostgresSearchIndex, reindexPostgresRecord } from '../search/postgres/buildIndex';
import { postgresSearchStore } from '../search/postgres/store';
import { sqliteSearchStore } from '../search/sqlite/store';
import type { CategoryModule, SearchStore } from '../search/types';
import { postgresGeneActionStore } from '../search/actions/postgres/store';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import type { GeneActionStore } from '../search/actions/store';
import type { GeneActionStoreSource } from '../search/actions/storeSource';
import { postgresGenomeStore } from '../genome/postgres/store';
import { sqliteGenomeStore } from '../genome/sqlite/store';
import type { GenomeStore } from '../genome/store';

export interface OpenedStore {
  portal: PortalStore;
  insertRecords(rows: readonly RecordRow[]): Promise<void>;
  /** Runs the statement for this store (`?` placeholders on SQLite, `$1…` on PostgreSQL); the rows it returns. */
  sql(statement: { sqlite: string; postgres: string }, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** The search index of this store (SQLite's answered at once, in the calling thread). */
  search: SearchStore;
  /** Builds the search index from the records inserted so far, with the given category modules (the portal's by default). */
  buildSearchIndex(modules?: readonly CategoryModule[]): Promise<void>;
  /** Brings the search index in step with one record, as a write of that record does. */
  reindexRecord(type: string, key: string, modules?: readonly CategoryModule[]): Promise<void>;
  /** The gene-action store over this database. */
  geneActions: GeneActionStore;
  /** The genome API's store over this database. */
  genome: GenomeStore;
  /** Where another connection (a worker's, another process's) opens the gene-action store of this database. */
  geneActionSource: GeneActionStoreSource;
  close(): Promise<void>;
}

export interface StoreDriver {
  name: 'SQLite' | 'PostgreSQL';
  open(): Promise<OpenedStore>;
}

const sqlite: StoreDriver = {
  name: 'SQLite',
  async open() {
    const temp = tempDir('portal-store-');
    const db = openDatabase(temp.file('portal.sqlite'));
    const records = recordStore(db);
    const search = sqliteSearchStore(db);
    return {
      portal: sqlitePortalStore(db),
      geneActions: sqliteGeneActionStore(db),
      genome: sqliteGenomeStore(db),
      geneActionSource: { kind: 'sqlite', file: db.name },
      search: { search: async (query) => search.search(query), suggest: async (query) => search.suggest(query), indexStamp: async () => search.indexStamp() },
      buildSearchIndex: async (modules = categoryModules) => void buildSearchIndex(db, () => {}, modules),
      reindexRecord: async (type, key, modules = categoryModules) => db.transaction(() => reindexRecord(db, type, key, modules))(),
      insertRecords: async (rows) => db.transaction(() => rows.forEach((row) => records.insert(row)))(),
      async sql({ sqlite: statement }, params = []) {
        const prepared = db.prepare(statement);
        return prepared.reader ? (prepared.all(...params) as Record<string, unknown>[]) : (prepared.run(...params), []);
      },
      close: async () => {
        db.close();
        temp.remove();
      },
    };
  },
};

const postgres: StoreDriver = {
  name: 'PostgreSQL',
  async open() {
    const database = await testDatabase();
    const connection = await openPostgres(database.url, { maxConnections: 6 });
    return {
      portal: postgresPortalStore(connection, { reindex: (db, type, id) => reindexPostgresRecord(db, type, id) }),
      geneActions: postgresGeneActionStore(connection.primary),
      genome: postgresGenomeStore(connection.primary),
      geneActionSource: { kind: 'postgres', url: database.url },
      insertRecords: (rows) => insertRecords(connection.primary, rows),
      search: postgresSearchStore(connection.primary),
      buildSearchIndex: async (modules = categoryModules) => void (await buildPostgresSearchIndex(connection.primary, () => {}, modules)),
      reindexRecord: (type, key, modules = categoryModules) => reindexPostgresRecord(connection.primary, type, key, modules),
      sql: async ({ postgres: statement }, params = []) => (await connection.primary.query(statement, params)).rows as Record<string, unknown>[],
      close: async () => {
        await connection.close();
        await database.drop();
      },
    };
  },
};

export const STORE_DRIVERS: readonly StoreDriver[] = [sqlite, postgres];
