// First-start seeding: the demo dataset of data/ (every record type of 002 §7), news, and in demo mode the demo
// accounts and activation codes (never outside it: their passwords and codes are public, README "Demo mode").
// Each step fills only what is empty, so a second start reuses the database.
import { demoDataset, type DemoRecord } from '../data';
import type { Db } from './db/database';
import { recordStore, type RecordRow } from './db/records';
import { seedNews } from './news/seed';
import { seedAccounts } from './accounts/seed';
import { sqlitePortalStore } from './store/sqlite';
import type { PortalStore } from './store/stores';
import { buildSearchIndex } from './search/buildIndex';

/** The stored row of one demo record: the JSON body is stored as the text the detail call answers. */
export function rowFromDemoRecord(type: string, demo: DemoRecord): RecordRow {
  return {
    type,
    id: String(demo.key),
    name: demo.name ?? null,
    accession: demo.accession ?? null,
    body: JSON.stringify(demo.record),
  };
}

/** Every record of the demo dataset as a stored row, type by type. */
export const demoRecordRows = (): RecordRow[] => Object.entries(demoDataset).flatMap(([type, demos]) => demos.map((demo) => rowFromDemoRecord(type, demo)));

/**
 * Fills an empty records table in one transaction, then builds the search index from it; returns the number of
 * records inserted (0 when not empty).
 */
export function seedRecords(db: Db): number {
  const records = recordStore(db);
  const inserted = db
    .transaction(() => {
      if (records.count() > 0) return 0;
      const rows = demoRecordRows();
      for (const row of rows) records.insert(row);
      return rows.length;
    })
    .immediate();
  if (inserted > 0) buildSearchIndex(db);
  return inserted;
}

export interface SeedOptions {
  /** The demo accounts and activation codes: only in demo mode (the start script passes config.demo.enabled). */
  demoAccounts?: boolean;
}

/** What follows the records on every store: news, and in demo mode the demo accounts; each only where empty. */
export async function seedNewsAndAccounts(store: PortalStore, { demoAccounts = true }: SeedOptions = {}): Promise<void> {
  await seedNews(store);
  if (demoAccounts) await seedAccounts(store);
}

/** Seeds everything a first start needs on the SQLite file; returns the number of detail records inserted. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<number> {
  const inserted = seedRecords(db);
  await seedNewsAndAccounts(sqlitePortalStore(db), options);
  return inserted;
}
