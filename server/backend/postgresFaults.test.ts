// @vitest-environment node
// What a server on PostgreSQL does when the database goes away and comes back, on a cluster of this file's own (the
// shared one of the other tests is never stopped): the requests meanwhile are answered 503 with Retry-After, and the
// same process answers again once the database is back, without a restart. With a replica that lags (a standby
// applying what it receives only after an hour), a member who wrote reads the write at once, from the primary, while
// everyone else reads the replica.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayCluster, type ThrowawayCluster } from '../../scripts/test/postgresCluster';
import { Client, ids, loggedIn, studentPersonForm } from '../accounts/accountServer.testSupport';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { RETRY_AFTER_SECONDS, STORE_UNAVAILABLE } from '../store/unavailable';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';
import { openPostgresBackend } from './postgresBackend';
import { WRITE_POSITION_COOKIE } from './readRouting';

let primary: ThrowawayCluster;
let replica: ThrowawayCluster | undefined;
let temp: TempDir;
const servers: FastifyInstance[] = [];

async function serve(readUrl?: string): Promise<string> {
  const backend = await openPostgresBackend({ url: primary.url, readUrl, dataDir: temp.dir, searchWorkers: 0 });
  const app = buildServer({ backend, config: readServerConfig({ LOGIN_RATE_LIMIT: '1000' }) });
  servers.push(app);
  return listenOnLoopback(app);
}

beforeAll(async () => {
  primary = await startThrowawayCluster();
  temp = tempDir('portal-pg-faults-');
  // Migrated and seeded once, by a first server, before any standby copies it.
  const origin = await serve();
  await servers[0]!.backend.seed({ demoAccounts: true });
  expect((await fetch(`${origin}/api/news/events`)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await replica?.stop();
  await primary?.stop();
  temp?.remove();
});

describe('PostgreSQL going away', () => {
  it('answers 503 with Retry-After while the database is down, and answers again once it is back', { timeout: 120_000 }, async () => {
    const origin = await serve();
    const news = () => fetch(`${origin}/api/news/events`);
    expect((await news()).status).toBe(200);
    await primary.restart(async () => {
      const answer = await news();
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(await answer.json()).toEqual({ error: STORE_UNAVAILABLE });
    });
    expect((await news()).status).toBe(200);
    // A login, which writes, works again too.
    expect((await (await loggedIn(origin, 'student')).get('/api/auth/profile')).status).toBe(200);
  });
});

describe('a replica that lags', () => {
  it("sends a member's reads to the primary until the replica has the member's write", { timeout: 180_000 }, async () => {
    replica = await primary.standby({ applyDelay: '1h' });
    // The standby answers once it has replayed up to a consistent point.
    const standby = new pg.Client({ connectionString: replica.url });
    await standby.connect();
    expect((await standby.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering')).rows[0]?.recovering).toBe(true);
    await standby.end();

    const origin = await serve(replica.url);
    const student = await loggedIn(origin, 'student');
    const edited = await student.put('/api/user/update-person', studentPersonForm({ lastName: 'Raman-Lag' }));
    expect(edited.status).toBe(200);
    expect(student.cookies.get(WRITE_POSITION_COOKIE)).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);

    const path = `/api/detail/person?key=${ids.student}`;
    // The member who wrote reads it back at once; someone else reads the replica, an hour behind.
    expect(await (await student.get(path)).json()).toMatchObject({ lastName: 'Raman-Lag' });
    expect(await (await new Client(origin).get(path)).json()).toMatchObject({ lastName: 'Raman' });
    // A search is a POST that only reads: it marks no write, so the searcher keeps reading the replica.
    const searcher = new Client(origin);
    expect((await searcher.post('/api/search/general', { searchText: 'LFY', category: 'genes' })).status).toBe(200);
    expect(searcher.cookies.has(WRITE_POSITION_COOKIE)).toBe(false);
  });
});
