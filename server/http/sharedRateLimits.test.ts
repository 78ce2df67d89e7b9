// A rate limit counted in PostgreSQL holds across server processes: two Fastify servers over one database, a
// client's hits spread over both, and the limit answers 429 once it is reached, whichever server is asked; another
// limit and another client count apart; a window that has run its time starts again.
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type PostgresConnection } from '../db/postgres/connection';
import { testDatabase, type TestDatabase } from '../db/postgres/testDatabase.testSupport';
import { perMinuteLimit } from '../routes/auth';
import { hitWindow, sharedRateLimitStore } from './sharedRateLimits';

describe('rate limits shared by several server processes', () => {
  let database: TestDatabase;
  let connection: PostgresConnection;
  let servers: FastifyInstance[];
  beforeAll(async () => {
    database = await testDatabase();
    connection = await openPostgres(database.url, { maxConnections: 4 });
    servers = await Promise.all(
      [1, 2].map(async () => {
        const app = Fastify({ trustProxy: true });
        await app.register(rateLimit, { global: false, store: sharedRateLimitStore(connection.primary) });
        app.post('/login', { config: perMinuteLimit('login', 3, 'Too many login attempts.') }, async () => ({ ok: true }));
        app.post('/register', { config: perMinuteLimit('registration', 3, 'Too many registrations.') }, async () => ({ ok: true }));
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((app) => app.close()));
    await connection.close();
    await database.drop();
  });

  const post = (server: number, url: string, client = '192.0.2.1') =>
    servers[server]!.inject({ method: 'POST', url, headers: { 'x-forwarded-for': client } }).then((response) => response.statusCode);

  it('answers 429 on the fourth login of a minute, the hits spread over both servers', async () => {
    expect([await post(0, '/login'), await post(1, '/login'), await post(0, '/login')]).toEqual([200, 200, 200]);
    expect(await post(1, '/login')).toBe(429);
    expect(await post(0, '/login')).toBe(429);
    expect(await post(1, '/register')).toBe(200);
    expect(await post(1, '/login', '192.0.2.2')).toBe(200);
  });

  it('starts a new window once the last one has run its time', async () => {
    const key = 'test:192.0.2.9';
    expect(await hitWindow(connection.primary, key, 60_000)).toMatchObject({ hits: 1 });
    expect((await hitWindow(connection.primary, key, 60_000)).hits).toBe(2);
    await connection.primary.query("UPDATE rate_limit_windows SET started_at = now() - interval '61 seconds' WHERE key = $1", [key]);
    const fresh = await hitWindow(connection.primary, key, 60_000);
    expect(fresh.hits).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(59_000);
  });
});
