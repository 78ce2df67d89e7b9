// Read your own writes with a replica (DATABASE_READ_URL): reads go to the replica, which may lag behind the
// primary, except for a client whose last write the replica has not applied yet. After a request that changed
// something, the answer carries the primary's write position in a cookie; while the replica's replay position is
// behind it, that client's reads go to the primary. Everyone else's reads stay on the replica. The cookie is only a
// routing hint: a forged one can send a client's reads to the primary, which any client may read from anyway.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { hasReplayed, walPosition } from './walPosition';

export const WRITE_POSITION_COOKIE = 'portal_write_position';
/** A replica further behind than this is past helping: the cookie ends and reads go to it again. */
const COOKIE_SECONDS = 60;
/** The replica's replay position is asked at most this often per process. */
const REPLAY_POLL_MS = 100;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The searches are POSTs that only read (the spec's payloads): they neither mark a write nor need the primary. */
const READING_POSTS = /^\/api\/search\//;

const writes = (request: FastifyRequest) => !SAFE_METHODS.has(request.method) && !READING_POSTS.test(request.url);

interface ReadContext {
  primary: boolean;
}

const reads = new AsyncLocalStorage<ReadContext>();

/** Whether the current request reads from the primary (true outside a request: start-up work, background jobs). */
export const readsFromPrimary = (): boolean => reads.getStore()?.primary ?? true;

/**
 * An object whose methods go to `primary` or `replica` as the current request's reads are routed. Every method of
 * `primary` is forwarded; properties that are not functions are taken from `primary`.
 */
export function routedReads<T extends object>(primary: T, replica: T): T {
  if (primary === replica) return primary;
  const routed: Record<string, unknown> = {};
  for (const key of Object.keys(primary) as (keyof T & string)[]) {
    const value = primary[key];
    routed[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            const target = readsFromPrimary() ? primary : replica;
            return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
          }
        : value;
  }
  return routed as T;
}

/** The replica's replay position, asked at most every REPLAY_POLL_MS; null when it cannot say (not a standby, down). */
function replayPosition(replica: pg.Pool): () => Promise<string | null> {
  let asked = 0;
  let answer: Promise<string | null> = Promise.resolve(null);
  return () => {
    const now = Date.now();
    if (now - asked >= REPLAY_POLL_MS) {
      asked = now;
      answer = replica
        .query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn')
        .then(({ rows }) => rows[0]?.lsn ?? null, () => null);
    }
    return answer;
  };
}

/**
 * Routes each request's reads (the hooks on `app`): to the replica unless the client's last write is not on it yet.
 * `replica` must be a standby of `primary`; a replica that says it is not one (no replay position) gets no reads of
 * a client that just wrote.
 */
export function registerReadRouting(app: FastifyInstance, primary: pg.Pool, replica: pg.Pool): void {
  const replayed = replayPosition(replica);
  const primaryFor = async (request: FastifyRequest): Promise<boolean> => {
    if (writes(request)) return true;
    const written = request.cookies[WRITE_POSITION_COOKIE];
    if (!written || walPosition(written) === null) return false;
    return !hasReplayed(await replayed(), written);
  };
  // Callback style, so that everything after the hook (the other hooks, the handler) runs inside the context.
  app.addHook('onRequest', (request, _reply, done) => {
    primaryFor(request).then(
      (primary) => reads.run({ primary }, done),
      () => reads.run({ primary: true }, done),
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!writes(request) || reply.statusCode >= 400) return payload;
    const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const position = rows[0]?.lsn;
    if (position) reply.setCookie(WRITE_POSITION_COOKIE, position, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: COOKIE_SECONDS });
    return payload;
  });
}
