// @vitest-environment node
// Subscription calls of 000 §7: institution by address, subscription status, activation codes and usage units.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, ids, loggedIn, startServer, type TestServer } from '../accounts/accountServer.testSupport';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const partyOf = async (client: Client) => ((await (await client.get('/api/auth/profile')).json()) as { partyId: number }).partyId;

describe('GET /api/subscription/institution', () => {
  let other: TestServer | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it('by default, this machine (loopback) is the subscribed Local Demo Institution', async () => {
    const response = await new Client(server.origin).get('/api/subscription/institution');
    expect(await response.json()).toEqual({ name: 'Local Demo Institution', status: 'subscribed' });
  });

  it('with INSTITUTION_RANGES naming other addresses only, this machine is not subscribed', async () => {
    other = await startServer({ INSTITUTION_RANGES: 'Example University=192.0.2.0/24,2001:db8::/32' });
    const response = await new Client(other.origin).get('/api/subscription/institution');
    expect(await response.json()).toEqual({ name: null, status: 'not subscribed' });
  });

  it('names the configured institution whose range holds the client', async () => {
    other = await startServer({ INSTITUTION_RANGES: 'Example University=192.0.2.0/24; Loopback College=127.0.0.0/16' });
    const response = await new Client(other.origin).get('/api/subscription/institution');
    expect(await response.json()).toEqual({ name: 'Loopback College', status: 'subscribed' });
  });
});

describe('GET /api/subscription/status', () => {
  it('is subscribed on a subscribed institution’s network, even for anonymous visitors', async () => {
    const response = await new Client(server.origin).get('/api/subscription/status');
    expect(await response.json()).toEqual({ subscribed: true, expDate: null, free_expiry_date: null });
  });

  it('outside a subscribed institution, a member with complimentary units is subscribed; an anonymous visitor is not', async () => {
    const outside = await startServer({ INSTITUTION_RANGES: '' });
    try {
      const anonymous = await new Client(outside.origin).get(`/api/subscription/status?userIdentifier=${ids.student}`);
      expect(await anonymous.json()).toEqual({ subscribed: false, expDate: null, free_expiry_date: null });
      const student = await loggedIn(outside.origin, 'student');
      const own = (await (await student.get(`/api/subscription/status?userIdentifier=${ids.student}`)).json()) as Record<string, unknown>;
      expect(own).toMatchObject({ subscribed: true, expDate: null });
      expect(own.free_expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Someone else's status is not told.
      const others = await student.get(`/api/subscription/status?userIdentifier=${ids.researcher}`);
      expect(await others.json()).toEqual({ subscribed: false, expDate: null, free_expiry_date: null });
    } finally {
      await outside.close();
    }
  });
});

describe('activation codes and usage units', () => {
  it('a new account shows 50 complimentary units; a demo code adds its bucket once', async () => {
    const researcher = await loggedIn(server.origin, 'researcher');
    const partyId = await partyOf(researcher);
    const before = (await (await researcher.get(`/api/subscription/bucket/usage?party_id=${partyId}`)).json()) as Record<string, unknown>;
    expect(before).toMatchObject({ total_units: 50, remaining_units: 50, expiry_date: null, bucketsBought: 0 });

    const activation = await researcher.post('/api/subscription/activate/bucket', { activationCode: ' tair-demo-0100 ', partyId });
    expect(activation.status).toBe(200);
    const applied = (await activation.json()) as { message: string; unitsAdded: number };
    expect(applied).toMatchObject({ message: 'Activation Code applied successfully!', unitsAdded: 100 });

    const after = (await (await researcher.get(`/api/subscription/bucket/usage?party_id=${partyId}`)).json()) as Record<string, unknown>;
    const inAYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(after).toEqual({ total_units: 150, remaining_units: 150, expiry_date: inAYear, free_expiry_date: before.free_expiry_date, bucketsBought: 1 });

    const again = await researcher.post('/api/subscription/activate/bucket', { activationCode: 'TAIR-DEMO-0100', partyId });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'This activation code has already been used.' });
  });

  it('a second bucket extends the subscription from its current end', async () => {
    const student = await loggedIn(server.origin, 'student');
    const partyId = await partyOf(student);
    await student.post('/api/subscription/activate/bucket', { activationCode: 'TAIR-DEMO-0250', partyId });
    await student.post('/api/subscription/activate/bucket', { activationCode: 'TAIR-DEMO-0500', partyId });
    const tracker = (await (await student.get(`/api/subscription/bucket/usage?party_id=${partyId}`)).json()) as Record<string, unknown>;
    const inTwoYears = new Date(Date.now() + 730 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(tracker).toMatchObject({ total_units: 800, remaining_units: 800, expiry_date: inTwoYears, bucketsBought: 2 });
  });

  it.each([
    ['an empty code', '', true, 'Please enter a valid activation code.'],
    ['a blank code', '   ', true, 'Please enter a valid activation code.'],
    ['no party id', 'TAIR-DEMO-1000', false, 'Error during activation.'],
    ['an unknown code', 'NOT-A-CODE', true, 'This activation code is not valid. Please check it and try again.'],
  ])('answers 400 { message } for %s', async (_, activationCode, withPartyId, message) => {
    const curator = await loggedIn(server.origin, 'curator');
    const payload = { activationCode, ...(withPartyId ? { partyId: await partyOf(curator) } : {}) };
    const response = await curator.post('/api/subscription/activate/bucket', payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('applies a code to the login’s own party only', async () => {
    const student = await loggedIn(server.origin, 'student');
    const researcher = await loggedIn(server.origin, 'researcher');
    const response = await student.post('/api/subscription/activate/bucket', { activationCode: 'TAIR-DEMO-1000', partyId: await partyOf(researcher) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Activation codes can be applied to your own account only.' });
    // The code is still unused.
    const curator = await loggedIn(server.origin, 'curator');
    expect((await curator.post('/api/subscription/activate/bucket', { activationCode: 'TAIR-DEMO-1000', partyId: await partyOf(curator) })).status).toBe(200);
  });

  it('shows another party’s tracker to a curator only, and { message } for a party without one', async () => {
    const student = await loggedIn(server.origin, 'student');
    const researcher = await loggedIn(server.origin, 'researcher');
    expect((await student.get(`/api/subscription/bucket/usage?party_id=${await partyOf(researcher)}`)).status).toBe(403);
    const curator = await loggedIn(server.origin, 'curator');
    expect((await curator.get(`/api/subscription/bucket/usage?party_id=${await partyOf(researcher)}`)).status).toBe(200);
    const none = await curator.get('/api/subscription/bucket/usage?party_id=9');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ message: 'No usage units are recorded for this account.' });
  });

  it.each([
    ['POST', '/api/subscription/activate/bucket'],
    ['GET', '/api/subscription/bucket/usage?party_id=1'],
  ])('%s %s answers 401 with redirectUri without a login', async (method, path) => {
    const response = await new Client(server.origin).fetch(path, { method, ...(method === 'POST' ? { json: { activationCode: 'TAIR-DEMO-0100', partyId: 1 } } : {}) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please log in to continue.', redirectUri: `${server.origin}/login` });
  });
});
