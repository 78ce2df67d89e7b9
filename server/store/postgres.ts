// The stores over PostgreSQL: a pool on the primary for writes and for the reads that must see them, and reads that
// may lag on the replica pool (DATABASE_READ_URL). A transaction takes one client of the primary pool and builds the
// stores over it, so every statement of `work` is part of it.
import type pg from 'pg';
import { communityRecords } from '../accounts/communityRecords';
import { loginStore } from '../accounts/logins';
import { postgresAccountStore } from '../accounts/postgres/accountStore';
import { postgresCommunityRows, type PostgresReindex } from '../accounts/postgres/communityRows';
import { postgresLoginRows } from '../accounts/postgres/loginRows';
import { postgresElementsNaming } from '../browse/postgres/elementsNaming';
import { inTransaction, type PostgresConnection, type Queryable } from '../db/postgres/connection';
import { postgresRecordReader } from '../db/postgres/recordReader';
import { postgresSymbolStore } from '../geneClassSymbols/postgres/symbolStore';
import { postgresNewsStore } from '../news/postgres/newsStore';
import { postgresSavedQueryRows } from '../savedQueries/postgres/savedQueryRows';
import { postgresUsageStore } from '../subscriptions/postgres/usageStore';
import { postgresJobStore } from '../tools/jobs/postgres/jobStore';
import type { PortalStore, Stores } from './stores';
import { routedReads } from '../backend/readRouting';

export interface PostgresStoreOptions {
  /** Indexes a record again for search on the given connection (the search index writer of server/search/postgres). */
  reindex: PostgresReindex;
}

function storesOver(db: Queryable, { reindex }: PostgresStoreOptions): Stores {
  const accounts = postgresAccountStore(db);
  return {
    records: postgresRecordReader(db),
    accounts,
    logins: loginStore(postgresLoginRows(db), accounts),
    community: communityRecords(postgresCommunityRows(db, reindex)),
    usage: postgresUsageStore(db),
    news: postgresNewsStore(db),
    toolJobs: postgresJobStore(db),
    elementsNaming: postgresElementsNaming(db),
    savedQueries: postgresSavedQueryRows(db),
    symbols: postgresSymbolStore(db, reindex),
  };
}

export function postgresPortalStore(connection: PostgresConnection, options: PostgresStoreOptions): PortalStore {
  return {
    kind: 'postgres',
    stores: storesOver(connection.primary, options),
    // The request's reads routed to the replica or the primary (backend/readRouting.ts: read your own writes).
    replica: { records: routedReads(postgresRecordReader(connection.primary), postgresRecordReader(connection.replica)) },
    transaction: (work) => inTransaction(connection.primary, (client: pg.PoolClient) => work(storesOver(client, options))),
  };
}
