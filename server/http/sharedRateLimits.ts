// @fastify/rate-limit counts in the process by default: with several server processes behind one address, a client
// would get each limit once per process. This store counts in PostgreSQL instead (migration 007), one row per limit
// and client, so the limits hold across processes. Each limit names itself in its keys (perMinuteLimit's `name`), as
// one table holds them all. A window starts with a client's first hit and lasts `timeWindow`.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/postgres/connection';

export interface WindowHits {
  hits: number;
  /** Milliseconds left in the window. */
  ttlMs: number;
}

/** Counts one hit of `key` in its current window (a new window once the last one has run `windowMs`). */
export async function hitWindow(db: Queryable, key: string, windowMs: number): Promise<WindowHits> {
  const { rows } = await db.query<{ hits: number; ttl_ms: number }>({
    name: 'rate-limit-hit',
    text: `INSERT INTO rate_limit_windows AS w (key, started_at, hits) VALUES ($1, clock_timestamp(), 1)
           ON CONFLICT (key) DO UPDATE SET
             started_at = CASE WHEN w.started_at + $2 * interval '1 millisecond' <= clock_timestamp() THEN clock_timestamp() ELSE w.started_at END,
             hits = CASE WHEN w.started_at + $2 * interval '1 millisecond' <= clock_timestamp() THEN 1 ELSE w.hits + 1 END
           RETURNING hits, greatest(0, ceil(extract(epoch FROM (started_at + $2 * interval '1 millisecond' - clock_timestamp())) * 1000))::int AS ttl_ms`,
    values: [key, windowMs],
  });
  return { hits: rows[0]!.hits, ttlMs: rows[0]!.ttl_ms };
}

/** Windows that ended long ago: removed now and then, so the table holds about the last hour of clients. */
export async function pruneWindows(db: Queryable): Promise<number> {
  const { rowCount } = await db.query("DELETE FROM rate_limit_windows WHERE started_at < now() - interval '1 hour'");
  return rowCount ?? 0;
}

/** The store class @fastify/rate-limit's `store` option takes, counting in `db`. */
export function sharedRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let hitsSincePrune = 0;
  class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hitWindow(db, key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      hitsSincePrune += 1;
      if (hitsSincePrune >= 1000) {
        hitsSincePrune = 0;
        void pruneWindows(db).catch(() => undefined);
      }
    }

    child(): FastifyRateLimitStore {
      return new SharedRateLimitStore();
    }
  }
  return SharedRateLimitStore;
}

/** @fastify/rate-limit's options for routes that set their own limits: counted in `store` when given, else in the process. */
export const routeRateLimits = (store: FastifyRateLimitStoreCtor | undefined) => ({ global: false, ...(store ? { store } : {}) });
