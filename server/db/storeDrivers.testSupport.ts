// The two stores the contract tests run against: the embedded SQLite file and PostgreSQL (a database of its own per
// opening, copied from the migrated template). A contract test is written once and run for each driver:
//   describe.each(STORE_DRIVERS)('… on $name', (driver) => { … await driver.open() … })
import { tempDir } from '../testing';
import { openDatabase } from './database';
import { openPostgres } from './postgres/connection';
import { postgresRecordReader } from './postgres/recordReader';
import { insertRecords } from './postgres/records';
import { testDatabase } from './postgres/testDatabase.testSupport';
import type { RecordReader } from './recordReader';
import { recordStore, type RecordRow } from './records';
import { sqliteRecordReader } from './sqlite/recordReader';

export interface OpenedStore {
  records: RecordReader;
  insertRecords(rows: readonly RecordRow[]): Promise<void>;
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
      records: sqliteRecordReader(records),
      insertRecords: async (rows) => db.transaction(() => rows.forEach((row) => records.insert(row)))(),
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
    const connection = await openPostgres(database.url, { maxConnections: 4 });
    return {
      records: postgresRecordReader(connection.replica),
      insertRecords: (rows) => insertRecords(connection.primary, rows),
      close: async () => {
        await connection.close();
        await database.drop();
      },
    };
  },
};

export const STORE_DRIVERS: readonly StoreDriver[] = [sqlite, postgres];
