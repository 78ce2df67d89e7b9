// First-start seeding: the demo dataset of data/ (every record type of 002 §7), news, and in demo mode the demo
// accounts and activation codes (never outside it: their passwords and codes are public, README "Demo mode").
// Each step fills only what is empty, so a second start reuses the database.
import { demoDataset, type DemoRecord } from '../data';
import type { Db } from './db/database';
import { recordStore, type RecordRow } from './db/records';
import { seedNews } from './news/seed';
import { seedAccounts } from './accounts/seed';
import { sqlitePortalStore } from './store/sqlite';
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
      let inserted = 0;
      for (const [type, demos] of Object.entries(demoDataset)) {
        for (const demo of demos) {
          records.insert(rowFromDemoRecord(type, demo));
          inserted += 1;
        }
      }
      return inserted;
    })
    .immediate();
  if (inserted > 0) buildSearchIndex(db);
  return inserted;
}

/** Seeds everything a first start needs; returns the number of detail records inserted. The start script passes
 * demoAccounts from the server's mode (config.demo). */
export async function seedDatabase(db: Db, { demoAccounts = true }: { demoAccounts?: boolean } = {}): Promise<number> {
  const inserted = seedRecords(db);
  const store = sqlitePortalStore(db);
  await seedNews(store);
  if (demoAccounts) await seedAccounts(store);
  return inserted;
}
