// @vitest-environment node
// ORCID sign-in and linking (000 §2.4, §4, §7) end to end through the built-in simulator, over real HTTP: the
// server's own ORCID client calls the simulator's token endpoint as it would call orcid.org.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ids, loggedIn, startServer, type TestServer } from '../accounts/accountServer.testSupport';
import { answerSimulator, orcidCodeFor } from './simulatorFlow.testSupport';

const DANIEL = '0000-0002-1825-0097';
const PRIYA = '0000-0002-2718-2815';
const MARIA = '0000-0003-1415-9269';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const orcidStatus = async (communityId: number) =>
  (await (await new Client(server.origin).get(`/api/auth/orcidstatus?userIdentifier=${communityId}&partnerId=tair`)).json()) as { has_orcid: boolean };

const personOrcid = async (communityId: number) =>
  ((await (await new Client(server.origin).get(`/api/detail/person?key=${communityId}`)).json()) as { orcidId: string | null }).orcidId;

describe('the ORCID login link', () => {
  it('points at the simulator’s authorize page with response_type=code, scope /authenticate and /linktoorcid', async () => {
    const { url } = (await (await new Client(server.origin).get('/api/auth/orcidloginlink')).json()) as { url: string };
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.origin}/orcid-simulator/oauth/authorize`);
    expect(link.searchParams.get('response_type')).toBe('code');
    expect(link.searchParams.get('scope')).toBe('/authenticate');
    expect(link.searchParams.get('redirect_uri')).toBe(`${server.origin}/linktoorcid`);
    expect(link.searchParams.get('client_id')).toBeTruthy();
  });
});

describe('logging in with ORCID (authenticate-orcid)', () => {
  it('round trip: link → simulator page → Approve → redirect with code → logged in with cookies', async () => {
    const browser = new Client(server.origin);
    const { url } = (await (await browser.get('/api/auth/orcidloginlink')).json()) as { url: string };
    const { location, code } = await answerSimulator(url, { decision: 'approve', choice: DANIEL });
    expect(`${location.origin}${location.pathname}`).toBe(`${server.origin}/linktoorcid`);
    expect(code).toBeTruthy();

    const response = await browser.post('/api/auth/authenticate-orcid', { code });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; message: string; orcidId: string; user: { credentialId: string; secretKey: string } };
    expect(body).toMatchObject({ success: true, orcidId: DANIEL });
    expect(body.user).toEqual({ credentialId: browser.cookies.get('credentialId'), secretKey: browser.cookies.get('secretKey') });
    expect(await (await browser.get('/api/auth/profile')).json()).toMatchObject({ username: 'researcher', orcidId: DANIEL });
  });

  it('a code works once', async () => {
    const browser = new Client(server.origin);
    const code = await orcidCodeFor(browser, DANIEL);
    expect((await browser.post('/api/auth/authenticate-orcid', { code })).status).toBe(200);
    const again = await new Client(server.origin).post('/api/auth/authenticate-orcid', { code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ success: false, message: 'The ORCID authorization code is invalid or has expired. Please sign in with ORCID again.' });
  });

  it('an ORCID iD linked to no account does not log in', async () => {
    const browser = new Client(server.origin);
    const response = await browser.post('/api/auth/authenticate-orcid', { code: await orcidCodeFor(browser, MARIA) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: false, orcidId: MARIA });
    expect(browser.cookies.size).toBe(0);
  });

  it('a made-up or missing code is refused', async () => {
    const browser = new Client(server.origin);
    expect((await browser.post('/api/auth/authenticate-orcid', { code: 'made-up' })).status).toBe(400);
    const missing = await browser.post('/api/auth/authenticate-orcid', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ success: false, message: 'The ORCID authorization code is missing.' });
  });

  it('Deny sends the browser back with error=access_denied and no code', async () => {
    const { url } = (await (await new Client(server.origin).get('/api/auth/orcidloginlink')).json()) as { url: string };
    const { location, code } = await answerSimulator(url, { decision: 'deny' });
    expect(code).toBeNull();
    expect(location.searchParams.get('error')).toBe('access_denied');
  });
});

describe('linking, status and unlinking', () => {
  it('process-orcid-code links the iD to the logged-in member; status, profile and person page show it', async () => {
    const student = await loggedIn(server.origin, 'student');
    expect(await orcidStatus(ids.student)).toEqual({ has_orcid: false });
    const response = await student.post('/api/auth/process-orcid-code', {
      code: await orcidCodeFor(student, PRIYA),
      userIdentifier: String(ids.student),
      credentialId: student.cookies.get('credentialId'),
      secretKey: student.cookies.get('secretKey'),
      partnerId: 'tair',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Your ORCID iD is now linked to your TAIR account.', orcidId: PRIYA });
    expect(await orcidStatus(ids.student)).toEqual({ has_orcid: true });
    expect(await personOrcid(ids.student)).toBe(PRIYA);
    expect(await (await student.get('/api/auth/profile')).json()).toMatchObject({ orcidId: PRIYA });

    // From now on Priya can log in with ORCID.
    const browser = new Client(server.origin);
    await browser.post('/api/auth/authenticate-orcid', { code: await orcidCodeFor(browser, PRIYA) });
    expect(await (await browser.get('/api/auth/profile')).json()).toMatchObject({ username: 'student' });
  });

  it('an iD already linked to another account is refused with success false', async () => {
    const curator = await loggedIn(server.origin, 'curator');
    const response = await curator.post('/api/auth/process-orcid-code', { code: await orcidCodeFor(curator, DANIEL), partnerId: 'tair' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      message: 'This ORCID iD is already linked to another TAIR account. Unlink it there, or contact curator@arabidopsis.org.',
      orcidId: DANIEL,
    });
    expect(await orcidStatus(ids.curator)).toEqual({ has_orcid: false });
  });

  it('needs a login (401 with redirectUri) and the login’s own community id (403)', async () => {
    const anonymous = await new Client(server.origin).post('/api/auth/process-orcid-code', { code: 'x', partnerId: 'tair' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please log in to continue.', redirectUri: `${server.origin}/login` });
    const curator = await loggedIn(server.origin, 'curator');
    const other = await curator.post('/api/auth/process-orcid-code', { code: 'x', userIdentifier: String(ids.student), partnerId: 'tair' });
    expect(other.status).toBe(403);
  });

  it('unlink-orcid clears the iD from the account and the person record; ORCID login then fails', async () => {
    const researcher = await loggedIn(server.origin, 'researcher');
    const response = await researcher.post('/api/auth/unlink-orcid', {
      credentialId: researcher.cookies.get('credentialId'),
      secretKey: researcher.cookies.get('secretKey'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'ORCID account successfully unlinked' });
    expect(await orcidStatus(ids.researcher)).toEqual({ has_orcid: false });
    expect(await personOrcid(ids.researcher)).toBeNull();
    const browser = new Client(server.origin);
    expect(await (await browser.post('/api/auth/authenticate-orcid', { code: await orcidCodeFor(browser, DANIEL) })).json()).toMatchObject({ success: false });
  });

  it('unlink-orcid works with the credentials in the body alone, and needs them', async () => {
    const student = await loggedIn(server.origin, 'student');
    const bodyOnly = new Client(server.origin);
    const response = await bodyOnly.post('/api/auth/unlink-orcid', { credentialId: student.cookies.get('credentialId'), secretKey: student.cookies.get('secretKey') });
    expect(response.status).toBe(200);
    expect((await new Client(server.origin).post('/api/auth/unlink-orcid', { credentialId: 'x', secretKey: 'y' })).status).toBe(401);
  });

  it('orcidstatus checks its query', async () => {
    const client = new Client(server.origin);
    expect((await client.get(`/api/auth/orcidstatus?userIdentifier=${ids.researcher}&partnerId=other`)).status).toBe(400);
    expect((await client.get('/api/auth/orcidstatus?userIdentifier=abc&partnerId=tair')).status).toBe(400);
    expect(await (await client.get('/api/auth/orcidstatus?userIdentifier=999999&partnerId=tair')).json()).toEqual({ has_orcid: false });
  });
});
