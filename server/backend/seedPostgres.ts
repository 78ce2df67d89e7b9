// First-start seeding of a PostgreSQL database, as seed.ts seeds the SQLite file: the demo dataset into an empty
// records table (its search index built after), then news and, in demo mode, the demo accounts. Several processes
// may start at once over one empty database: the first seeds under an advisory lock, the others then find it full.
import { LOCK, withAdvisoryLock } from '../db/postgres/advisoryLocks';
import { inTransaction, type PostgresConnection } from '../db/postgres/connection';
import { countRecords, insertRecords } from '../db/postgres/records';
import { buildPostgresSearchIndex } from '../search/postgres/buildIndex';
import { demoRecordRows, seedNewsAndAccounts, type SeedOptions } from '../seed';
import type { PortalStore } from '../store/stores';

/** Returns the number of detail records inserted (0 when the database had records). */
export function seedPostgres(connection: PostgresConnection, portal: PortalStore, options: SeedOptions = {}): Promise<number> {
  return withAdvisoryLock(connection.primary, LOCK.seeding, async () => {
    const inserted = await inTransaction(connection.primary, async (client) => {
      if ((await countRecords(client)) > 0) return 0;
      const rows = demoRecordRows();
      await insertRecords(client, rows);
      return rows.length;
    });
    if (inserted > 0) await buildPostgresSearchIndex(connection.primary);
    await seedNewsAndAccounts(portal, options);
    return inserted;
  });
}
