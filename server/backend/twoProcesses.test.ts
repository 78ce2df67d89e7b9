// @vitest-environment node
// Two servers over one PostgreSQL database, each with its own backend (pools, workers, caches) as two processes on
// two machines would have: whatever one does, the other sees at once — logins, edits, approvals and what search
// finds — and the limits hold across both (a rate limit counted in the database, usage units spent exactly).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ids, loggedIn, studentPersonForm } from '../accounts/accountServer.testSupport';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { testDatabase, type TestDatabase } from '../db/postgres/testDatabase.testSupport';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';
import { openPostgresBackend } from './postgresBackend';

interface Member {
  app: FastifyInstance;
  origin: string;
}

let database: TestDatabase;
let temp: TempDir;
const started: FastifyInstance[] = [];

/** A server process over the test database, with its own backend. */
async function member(env: Record<string, string> = {}): Promise<Member> {
  const backend = await openPostgresBackend({ url: database.url, dataDir: temp.dir, searchWorkers: 0 });
  const app = buildServer({ backend, config: readServerConfig({ LOGIN_RATE_LIMIT: '1000', REGISTRATION_RATE_LIMIT: '1000', ...env }) });
  started.push(app);
  return { app, origin: await listenOnLoopback(app) };
}

/** The same browser on another process: its cookies, sent to `origin`. */
function sameBrowser(client: Client, origin: string): Client {
  const moved = new Client(origin);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

let one: Member;
let other: Member;

beforeAll(async () => {
  database = await testDatabase();
  temp = tempDir('portal-two-processes-');
  one = await member({ GENE_ACTION_RATE_LIMIT: '4' });
  other = await member({ GENE_ACTION_RATE_LIMIT: '4' });
  await one.app.backend.seed({ demoAccounts: true });
}, 120_000);

afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
  temp?.remove();
  await database?.drop();
});

describe('two server processes over one PostgreSQL', () => {
  it('a login made through one is valid on the other, and a logout through the other ends it', async () => {
    const researcher = await loggedIn(one.origin, 'researcher');
    const elsewhere = sameBrowser(researcher, other.origin);
    const profile = await elsewhere.get('/api/auth/profile');
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ username: 'researcher' });
    await elsewhere.get('/api/auth/logout');
    expect(await (await sameBrowser(researcher, one.origin).get('/api/auth/profile')).json()).toEqual({ loggedIn: false });
  });

  it('registrations made at once through both get distinct ids, and each can log in through either', async () => {
    const registration = (n: number) => ({
      username: `twoproc${n}`,
      password: `peas1865${n}`,
      password_confirm: `peas1865${n}`,
      email: `twoproc${n}@example.org`,
      okMail: false,
      okGeneSymbol: false,
      okEmailDisplay: false,
      firstName: 'Gregor',
      lastName: `Mendel ${n}`,
      institutionName: 'Abbey',
      country: 'Other',
      state: 'N/A',
    });
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => new Client((n % 2 ? one : other).origin).post('/api/user/register-person', registration(n))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const people = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (n) => {
        const client = new Client((n % 2 ? other : one).origin);
        await client.login(`twoproc${n}`, `peas1865${n}`);
        return ((await (await client.get('/api/auth/profile')).json()) as { communityId: number }).communityId;
      }),
    );
    expect(new Set(people).size).toBe(6);
  });

  it('a person edited through one is read at once through the other', async () => {
    const student = await loggedIn(one.origin, 'student');
    const edited = await student.put('/api/user/update-person', studentPersonForm({ lastName: 'Raman-Iyer' }));
    expect(edited.status).toBe(200);
    const person = await new Client(other.origin).get(`/api/detail/person?key=${ids.student}`);
    expect(await person.json()).toMatchObject({ lastName: 'Raman-Iyer' });
  });

  it('a symbol submitted through one and approved through the other is found by search through the first', async () => {
    const researcher = await loggedIn(one.origin, 'researcher');
    const submitted = await researcher.post('/api/gene_class_symbol/updateGeneSymbolClass', {
      geneClassSymbol: 'TWOP',
      symbolType: 'mutant',
      fullName: 'TWO PROCESSES',
      phenotypeClass: 'root development',
      numberOfAssociatedLoci: 1,
      comments: { text: 'Seen from both processes.', loci: [], publications: [] },
    });
    expect(submitted.status).toBe(201);
    const { submission } = (await submitted.json()) as { submission: { id: number } };
    const search = () =>
      new Client(one.origin).post('/api/search/genesymbol', { searchTerms: [{ search_type: 'symbol', search_method: 'exactly', search_input: 'TWOP' }] });
    // Asked once before the approval, so that the first process holds an answer it must not serve again.
    expect(((await (await search()).json()) as { total: number }).total).toBe(0);

    const curator = await loggedIn(other.origin, 'curator');
    const pending = (await (await curator.get('/api/gene_class_symbol/submissions?status=pending')).json()) as { submissions: { id: number }[] };
    expect(pending.submissions.map((row) => row.id)).toContain(submission.id);
    expect((await curator.post(`/api/gene_class_symbol/submissions/${submission.id}/decision`, { decision: 'approve' })).status).toBe(200);

    const found = (await (await search()).json()) as { total: number; docs: { symbol: string; full_name: string }[] };
    expect(found.total).toBe(1);
    expect(found.docs[0]).toMatchObject({ symbol: 'TWOP', full_name: 'TWO PROCESSES' });
  });

  it('a rate limit counts the requests made through both', async () => {
    const ask = (at: Member) => new Client(at.origin).post('/api/search/gene/descriptions', { locusIds: ['AT1G01010'] });
    const statuses = [];
    for (const at of [one, other, one, other]) statuses.push((await ask(at)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await ask(one)).status).toBe(429);
    expect((await ask(other)).status).toBe(429);
  });

  it('usage units are spent exactly when reads race through both', async () => {
    // Both processes see this machine as off every subscribed network: each record read costs a unit.
    const offNetwork = { INSTITUTION_RANGES: 'Elsewhere University=10.20.0.0/16' };
    const [first, second] = await Promise.all([member(offNetwork), member(offNetwork)]);
    const student = await loggedIn(first.origin, 'student');
    const partyId = ((await (await student.get('/api/auth/profile')).json()) as { partyId: number }).partyId;
    const trackerOf = async () => (await (await student.get(`/api/subscription/bucket/usage?party_id=${partyId}`)).json()) as { remaining_units: number };
    const before = (await trackerOf()).remaining_units;
    const records = [ids.researcher, ids.curator, ids.noAccount].map((key) => `/api/detail/person?key=${key}`)
      .concat([ids.carnegie, ids.abrc, ids.nasc].map((key) => `/api/detail/organization?key=${key}`));
    // Every record asked through both processes at once: each read once pays, the second is free.
    const answers = await Promise.all(records.flatMap((path) => [student.get(path), sameBrowser(student, second.origin).get(path)]));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect((await trackerOf()).remaining_units).toBe(before - records.length);
  });
});
