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

export interface OpenedStore {
  portal: PortalStore;
  insertRecords(rows: readonly RecordRow[]): Promise<void>;
  /** Runs the statement for this store (`?` placeholders on SQLite, `$1…` on PostgreSQL); the rows it returns. */
  sql(statement: { sqlite: string; postgres: string }, params?: unknown[]): Promise<Record<string, unknown>[]>;
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
    return {
      portal: sqlitePortalStore(db),
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
      portal: postgresPortalStore(connection, {
        // The contract tests of these stores write no record that search indexes; the search tests run their own.
        reindex: async () => {},
      }),
      insertRecords: (rows) => insertRecords(connection.primary, rows),
      sql: async ({ postgres: statement }, params = []) => (await connection.primary.query(statement, params)).rows as Record<string, unknown>[],
      close: async () => {
        await connection.close();
        await database.drop();
      },
    };
  },
};

export const STORE_DRIVERS: readonly StoreDriver[] = [sqlite, postgres];
