// The stores over the embedded SQLite file: one connection, answers at once. A transaction is BEGIN IMMEDIATE …
// COMMIT around `work`; since every SQLite store answers at once, `work` runs to its end within one turn of the event
// loop, so no other request's statements can fall inside it. A `work` that waits for anything else (a timer, a child
// process, a password hash) would break that: it is refused, rolled back, with an error naming the rule.
import { communityRecords } from '../accounts/communityRecords';
import { loginStore } from '../accounts/logins';
import { sqliteAccountStore } from '../accounts/sqlite/accountStore';
import { sqliteElementsNaming } from '../browse/sqlite/elementsNaming';
import { sqliteCommunityRows } from '../accounts/sqlite/communityRows';
import { sqliteLoginRows } from '../accounts/sqlite/loginRows';
import type { Db } from '../db/database';
import { recordStore } from '../db/records';
import { sqliteSymbolStore } from '../geneClassSymbols/sqlite/symbolStore';
import { sqliteRecordReader } from '../db/sqlite/recordReader';
import { sqliteNewsStore } from '../news/sqlite/newsStore';
import { sqliteSavedQueryRows } from '../savedQueries/sqlite/savedQueryRows';
import { sqliteUsageStore } from '../subscriptions/sqlite/usageStore';
import { sqliteJobStore } from '../tools/jobs/sqlite/jobStore';
import type { PortalStore, Stores } from './stores';

export const AWAITED_OUTSIDE_THE_STORE =
  'A SQLite transaction waited for something other than the database; do that work before the transaction starts.';

export function sqlitePortalStore(db: Db): PortalStore {
  const accounts = sqliteAccountStore(db);
  const stores: Stores = {
    records: sqliteRecordReader(recordStore(db)),
    accounts,
    logins: loginStore(sqliteLoginRows(db), accounts),
    community: communityRecords(sqliteCommunityRows(db)),
    usage: sqliteUsageStore(db),
    news: sqliteNewsStore(db),
    toolJobs: sqliteJobStore(db),
    elementsNaming: sqliteElementsNaming(db),
    savedQueries: sqliteSavedQueryRows(db),
    symbols: sqliteSymbolStore(db),
  };
  return {
    kind: 'sqlite',
    stores,
    replica: stores,
    async transaction(work) {
      // Inside a transaction already (a store method that makes its own, called from `work`): part of that one.
      if (db.inTransaction) return work(stores);
      db.exec('BEGIN IMMEDIATE');
      let turnEnded = false;
      const turn = setImmediate(() => {
        turnEnded = true;
      });
      try {
        const result = await work(stores);
        if (turnEnded) throw new Error(AWAITED_OUTSIDE_THE_STORE);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      } finally {
        clearImmediate(turn);
      }
    },
  };
}
