// A request that failed because the database could not answer it (a PostgreSQL server restarting or unreachable, a
// dropped connection, a SQLite file locked past its wait) is answered 503 with a sentence, not 500: the request was
// sound and may be made again; the pools reconnect on their own, so the server recovers without a restart.

export const STORE_UNAVAILABLE = 'The database is not answering at the moment. Please try again in a few seconds.';

/** Seconds a client is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 5;

// Node's socket errors, as node-postgres passes them on.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL's: class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting), 53300 (too many connections).
const SERVER_CODES = /^(08...|57P0[1-3]|53300)$/;
// node-postgres's own words when a connection ends or cannot be had in time (these errors carry no code).
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isStoreUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code) || code === 'SQLITE_BUSY')) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}
