// The portal's stores as the routes use them, one implementation per database (sqlite.ts, postgres.ts): everything
// the server reads and writes goes through these asynchronous interfaces, so the same routes serve the embedded
// SQLite file and PostgreSQL. A change that touches several tables runs in `transaction`.
import type { CommunityRecords } from '../accounts/communityRecords';
import type { ElementsNaming } from '../browse/microarrayExperiments';
import type { LoginStore } from '../accounts/logins';
import type { AccountStore } from '../accounts/store';
import type { RecordReader } from '../db/recordReader';
import type { SymbolStore } from '../geneClassSymbols/symbolStore';
import type { NewsStore } from '../news/store';
import type { SavedQueryRows } from '../savedQueries/store';
import type { UsageStore } from '../subscriptions/usage';
import type { ToolJobStore } from '../tools/jobs/jobStore';

export interface Stores {
  records: RecordReader;
  accounts: AccountStore;
  logins: LoginStore;
  community: CommunityRecords;
  usage: UsageStore;
  news: NewsStore;
  toolJobs: ToolJobStore;
  /** The array element records naming a microarray experiment (its browse page). */
  elementsNaming: ElementsNaming;
  savedQueries: SavedQueryRows;
  /** Gene class symbol submissions and the genesymbol records approved from them. */
  symbols: SymbolStore;
}

export interface PortalStore {
  kind: 'sqlite' | 'postgres';
  /** Reads and single writes, on the primary database. */
  stores: Stores;
  /** Reads that may lag behind the last writes by a replica's delay (the primary when there is no replica). */
  replica: Pick<Stores, 'records'>;
  /**
   * Runs `work` in one transaction over the stores it is given: all of its writes or none. `work` awaits only the
   * stores (hash passwords and call other services before): the SQLite transaction holds the one connection.
   */
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}
