// The PostgreSQL store's connections (node-postgres pools): one for writes and the reads that must see them, and one
// for the other reads, on a streaming replica when DATABASE_READ_URL names one (on the primary otherwise).
import pg from 'pg';

/** The oldest PostgreSQL the portal supports and is tested on (15, Debian 12's). */
export const MIN_SERVER_VERSION = 150000;

export interface PostgresConnection {
  /** The primary: every write, and every read that must see a write just made (read your own writes). */
  primary: pg.Pool;
  /** Reads that may lag behind the primary by the replica's delay. The primary itself without a replica. */
  replica: pg.Pool;
  close(): Promise<void>;
}

export interface OpenPostgresOptions {
  readUrl?: string | undefined;
  /** Connections per pool; node-postgres's default of 10 suits a server process. */
  maxConnections?: number;
  /** Name of the setting the address came from, for the error message (DATABASE_URL when not given). */
  settingName?: string;
}

/** The address with any password replaced, fit for a log line or an error message. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not an address)';
  }
}

/** Raised when the database cannot be reached or is too old: the start stops with this one line. */
export class DatabaseUnavailableError extends Error {
  constructor(setting: string, url: string, reason: string) {
    super(`The database of ${setting} (${redactedUrl(url)}) cannot be used: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** A pool, or one client of it inside a transaction: every store runs its SQL on either. */
export type Queryable = pg.Pool | pg.PoolClient;

/**
 * Runs `work` in a transaction: a transaction of its own on a pool, or the caller's on a client (a client is only
 * handed out inside one: server/store). Rolled back when `work` throws.
 */
export async function inTransaction<T>(db: Queryable, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  if (!(db instanceof pg.Pool)) return work(db);
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// Values as the SQLite store gives them, so both stores answer alike: int8 (count(*), ids) as a number (the portal's
// counts and keys stay far below 2^53); a date as its YYYY-MM-DD text; a time as an ISO text in UTC (the sessions'
// time zone is UTC, below).
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, (text: string) => Number(text));
types.setTypeParser(pg.types.builtins.DATE, (text: string) => text);
// A UTC session prints '2026-11-28 21:20:00.123+00'; with ':00' the offset is ISO's.
types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (text: string) => new Date(`${text.replace(' ', 'T')}:00`).toISOString());

function pool(url: string, maxConnections: number): pg.Pool {
  const created = new pg.Pool({ connectionString: url, max: maxConnections, types, connectionTimeoutMillis: 10_000, options: '-c TimeZone=UTC' });
  // A connection the server dropped (a restart, a failover) is removed from the pool and reported here rather than
  // crashing the process; the requests using it fail with 503 (server/http) and the next ones get a new connection.
  created.on('error', () => {});
  return created;
}

async function checkServer(target: pg.Pool, setting: string, url: string): Promise<void> {
  let version: number;
  try {
    const { rows } = await target.query<{ version: number }>("SELECT current_setting('server_version_num')::int AS version");
    version = rows[0]!.version;
  } catch (error) {
    throw new DatabaseUnavailableError(setting, url, error instanceof Error ? error.message || error.name : String(error));
  }
  if (version < MIN_SERVER_VERSION) {
    throw new DatabaseUnavailableError(setting, url, `PostgreSQL ${Math.floor(version / 10000)} is older than the 15 the portal needs`);
  }
}

/** Connects (checking the server answers and is new enough) or throws DatabaseUnavailableError. */
export async function openPostgres(url: string, { readUrl, maxConnections = 10, settingName = 'DATABASE_URL' }: OpenPostgresOptions = {}): Promise<PostgresConnection> {
  const primary = pool(url, maxConnections);
  const replica = readUrl ? pool(readUrl, maxConnections) : primary;
  try {
    await checkServer(primary, settingName, url);
    if (readUrl) await checkServer(replica, 'DATABASE_READ_URL', readUrl);
  } catch (error) {
    await Promise.all([primary.end(), readUrl ? replica.end() : undefined]);
    throw error;
  }
  return {
    primary,
    replica,
    close: async () => {
      await Promise.all([primary.end(), readUrl ? replica.end() : undefined]);
    },
  };
}
