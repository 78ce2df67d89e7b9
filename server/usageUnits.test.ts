// @vitest-environment node
// Usage units are spent (000 §2.2, §9): off a subscribed network, a member without ORCID pays one unit per record
// read, re-reading within 24 hours is free, lookups are free, and with no unit left reads are refused with 403.
import { afterEach, describe, expect, it } from 'vitest';
import { Client, ids, loggedIn, startServer, type TestServer } from './accounts/accountServer.testSupport';
import { DETAIL_ACCESS_MESSAGES } from './detailAccess';

const offNetwork = { INSTITUTION_RANGES: 'Elsewhere University=10.20.0.0/16' };
const person = (key: number) => `/api/detail/person?key=${key}`;
const organization = (key: number) => `/api/detail/organization?key=${key}`;
const records = [person(ids.researcher), person(ids.curator), person(ids.noAccount), organization(ids.carnegie), organization(ids.abrc)];

interface Tracker {
  total_units: number;
  remaining_units: number;
}

async function partyOf(client: Client): Promise<number> {
  return ((await (await client.get('/api/auth/profile')).json()) as { partyId: number }).partyId;
}

async function remainingUnits(client: Client): Promise<number> {
  const response = await client.get(`/api/subscription/bucket/usage?party_id=${await partyOf(client)}`);
  return ((await response.json()) as Tracker).remaining_units;
}

describe('usage units', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('each record read spends one unit; re-reading a record within 24 hours and the lookups are free', async () => {
    server = await startServer(offNetwork);
    const student = await loggedIn(server.origin, 'student');
    expect(await remainingUnits(student)).toBe(50);

    for (const path of records) expect((await student.get(path)).status, path).toBe(200);
    expect(await remainingUnits(student)).toBe(45);

    // Reloads, and the page's own repeat calls, cost nothing.
    for (const path of records) expect((await student.get(path)).status, path).toBe(200);
    expect((await student.get('/api/detail/locus/name?name=AT1G01010')).status).toBe(200);
    expect((await student.get('/api/detail/locus/accession?accession=Locus:1')).status).toBe(200);
    expect(await remainingUnits(student)).toBe(45);

    // A record that does not exist costs nothing either.
    expect((await student.get(person(999))).status).toBe(404);
    expect(await remainingUnits(student)).toBe(45);
  });

  it('a record read more than 24 hours ago costs a unit again', async () => {
    server = await startServer(offNetwork);
    const student = await loggedIn(server.origin, 'student');
    await student.get(records[0]!);
    expect(await remainingUnits(student)).toBe(49);
    server.app.db.prepare("UPDATE record_reads SET read_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 hours')").run();
    await student.get(records[0]!);
    expect(await remainingUnits(student)).toBe(48);
  });

  it('keeps only the last 24 hours of reads', async () => {
    server = await startServer(offNetwork);
    const student = await loggedIn(server.origin, 'student');
    await student.get(records[0]!);
    server.app.db.prepare("UPDATE record_reads SET read_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days')").run();
    await student.get(records[1]!);
    const kept = server.app.db.prepare<[], { record_id: string }>('SELECT record_id FROM record_reads').all();
    expect(kept.map((row) => row.record_id)).toEqual([String(ids.curator)]);
  });

  it('with no unit left, new records and lookups are refused with 403, while a record paid for today still opens', async () => {
    server = await startServer(offNetwork);
    const student = await loggedIn(server.origin, 'student');
    expect((await student.get(records[0]!)).status).toBe(200);
    server.app.db.prepare('UPDATE usage_trackers SET remaining_units = 0').run();

    for (const path of [records[1]!, person(999), '/api/detail/locus/name?name=AT1G01010']) {
      const refused = await student.get(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({ error: DETAIL_ACCESS_MESSAGES.member });
    }
    expect((await student.get(records[0]!)).status).toBe(200);
  });

  it('units whose period has ended are not spent: the read is refused', async () => {
    server = await startServer(offNetwork);
    const student = await loggedIn(server.origin, 'student');
    server.app.db.prepare("UPDATE usage_trackers SET free_expiry_date = date('now', '-1 day'), expiry_date = NULL").run();
    expect((await student.get(records[0]!)).status).toBe(403);
    expect(await remainingUnits(student)).toBe(50);
  });

  it('the subscription status agrees: subscribed while units last, not once they are spent', async () => {
    server = await startServer(offNetwork);
    const student = await loggedIn(server.origin, 'student');
    const status = async () =>
      ((await (await student.get(`/api/subscription/status?userIdentifier=${ids.student}`)).json()) as { subscribed: boolean }).subscribed;
    server.app.db.prepare('UPDATE usage_trackers SET remaining_units = 1').run();
    expect(await status()).toBe(true);
    expect((await student.get(records[0]!)).status).toBe(200);
    expect(await status()).toBe(false);
  });

  it('two reads at once for the last unit: one is served, the other refused', async () => {
    server = await startServer(offNetwork);
    const student = await loggedIn(server.origin, 'student');
    server.app.db.prepare('UPDATE usage_trackers SET remaining_units = 1').run();
    const answers = await Promise.all([student.get(records[0]!), student.get(records[1]!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(await remainingUnits(student)).toBe(0);
  });

  it('a member with a linked ORCID iD reads without spending units', async () => {
    server = await startServer(offNetwork);
    const researcher = await loggedIn(server.origin, 'researcher');
    for (const path of records) expect((await researcher.get(path)).status, path).toBe(200);
    expect(await remainingUnits(researcher)).toBe(50);
  });

  it('on a subscribed institution’s network, a member reads without spending units', async () => {
    server = await startServer();
    const student = await loggedIn(server.origin, 'student');
    for (const path of records) expect((await student.get(path)).status, path).toBe(200);
    expect(await remainingUnits(student)).toBe(50);
  });
});
