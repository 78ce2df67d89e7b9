// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { savedQueryStore } from '../savedQueries/store';
import { sqliteSavedQueryRows } from '../savedQueries/sqlite/savedQueryRows';
import { SAVED_QUERY_EXPIRED, SAVED_QUERY_MALFORMED, SAVED_QUERY_UNKNOWN, savedQueryRoutes } from './savedQueries';

const geneQuery = { kind: 'results', category: 'genes', params: { searchType: 'contains', searchBy: 'name', detailSearchText: 'LFY' } };
const sequenceQuery = { kind: 'sequences', params: { locusIds: ['AT5G61850'], dataset: 'araport11_transcript', format: 'one_per_locus' } };

describe('saved queries', () => {
  let db: Db;
  let app: FastifyInstance;
  let now: Date;

  beforeEach(async () => {
    db = openDatabase(':memory:');
    now = new Date('2026-01-01T00:00:00Z');
    app = Fastify();
    await app.register(savedQueryRoutes, { store: savedQueryStore(sqliteSavedQueryRows(db), { now: () => now, days: 10 }) });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    db.close();
  });

  const save = (payload: unknown) => app.inject({ method: 'POST', url: '/api/saved-queries', payload: payload as object });
  const read = (id: string) => app.inject({ method: 'GET', url: `/api/saved-queries/${id}` });

  it('gives a query a short id that reads back the same parameters, and the same id when saved again', async () => {
    const saved = await save(geneQuery);
    expect(saved.statusCode).toBe(201);
    const { id, expiresAt } = saved.json<{ id: string; expiresAt: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(expiresAt).toBe('2026-01-11T00:00:00.000Z');
    expect((await read(id)).json()).toEqual({ ...geneQuery, expiresAt });
    expect((await save(geneQuery)).json<{ id: string }>().id).toBe(id);

    const sequences = await save(sequenceQuery);
    expect(sequences.statusCode).toBe(201);
    expect((await read(sequences.json<{ id: string }>().id)).json()).toMatchObject(sequenceQuery);
  });

  it('refuses parameters the search would refuse, naming the field', async () => {
    const answer = await save({ ...geneQuery, params: { searchType: 'sounds_like' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: true, field: 'params.searchType' });
    expect((await save({ kind: 'results', category: 'no_such', params: {} })).json()).toMatchObject({ field: 'category' });
    expect((await save({ kind: 'sequences', params: { dataset: 'araport11_transcript' } })).json()).toMatchObject({ field: 'params.locusIds' });
  });

  it('opening a link keeps it: its expiry moves to a full lifetime from the opening, never shorter', async () => {
    const { id } = (await save(geneQuery)).json<{ id: string }>();
    now = new Date('2026-01-09T00:00:00Z');
    expect((await read(id)).json()).toMatchObject({ expiresAt: '2026-01-19T00:00:00.000Z' });
    // Past the first expiry, the link still opens, because it was opened since.
    now = new Date('2026-01-18T00:00:00Z');
    expect((await read(id)).json()).toEqual({ ...geneQuery, expiresAt: '2026-01-28T00:00:00.000Z' });
    // Bounded: opening it again the same day moves it no further, and the row holds what was answered.
    expect((await read(id)).json()).toMatchObject({ expiresAt: '2026-01-28T00:00:00.000Z' });
    expect(db.prepare('SELECT expires_at FROM saved_queries WHERE id = ?').pluck().get(id)).toBe('2026-01-28T00:00:00.000Z');
    // Unopened for a whole lifetime, it expires.
    now = new Date('2026-01-29T00:00:00Z');
    expect((await read(id)).json()).toEqual({ error: SAVED_QUERY_EXPIRED });
  });

  it('says a link expired once its time has passed, and a cut or unknown id is not found', async () => {
    const { id } = (await save(geneQuery)).json<{ id: string }>();
    now = new Date('2026-01-12T00:00:00Z');
    expect((await read(id)).statusCode).toBe(404);
    expect((await read(id)).json()).toEqual({ error: SAVED_QUERY_EXPIRED });
    // Saving another query clears the expired rows.
    await save(sequenceQuery);
    expect((await read(id)).json()).toEqual({ error: SAVED_QUERY_UNKNOWN });
    expect((await read(id.slice(0, 10))).json()).toEqual({ error: SAVED_QUERY_MALFORMED });
  });
});
