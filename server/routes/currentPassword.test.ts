// @vitest-environment node
// Changing a username or password needs the current password of the member who is logged in (README "Demo mode"):
// a login alone — stolen cookies, or an ORCID sign-in — is not enough to take an account over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPasswords, ids, loggedIn, startServer, type TestServer } from '../accounts/accountServer.testSupport';
import { orcidCodeFor } from '../orcid/simulatorFlow.testSupport';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function logIn(username: string, password: string): Promise<Client> {
  const client = new Client(server.origin);
  await client.login(username, password);
  return client;
}

const canLogIn = async (username: string, password: string) =>
  (await new Client(server.origin).post('/api/auth/login', { username, password })).status === 200;

describe('PUT /api/user/update-credentials and the current password', () => {
  it('answers 400 naming currentPassword when it is missing, and changes nothing', { timeout: 30_000 }, async () => {
    const student = await loggedIn(server.origin, 'student');
    const response = await student.put('/api/user/update-credentials', { communityId: ids.student, userName: 'student', password: 'taken-over' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Current password is required.', field: 'currentPassword' });
    expect(await canLogIn('student', demoPasswords.student)).toBe(true);
  });

  it('answers 403 with a clear message for a wrong current password, and changes nothing', { timeout: 30_000 }, async () => {
    const student = await loggedIn(server.origin, 'student');
    const response = await student.put('/api/user/update-credentials', {
      communityId: ids.student, userName: 'student2', password: 'new-pw1', currentPassword: 'not-mine',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Your current password is not correct.', field: 'currentPassword' });
    expect(await canLogIn('student', demoPasswords.student)).toBe(true);
    expect(await canLogIn('student2', 'new-pw1')).toBe(false);
  });

  it('changes the password with the right current password', { timeout: 30_000 }, async () => {
    const registered = await server.app.inject({ method: 'POST', url: '/api/user/register-person', payload: {
      username: 'keeper', password: 'first-pw', password_confirm: 'first-pw', email: 'keeper@example.org', firstName: 'Kee',
      lastName: 'Per', institutionName: 'Somewhere', country: 'Other', state: 'N/A',
    } });
    const { communityId } = registered.json<{ communityId: number }>();
    const member = await logIn('keeper', 'first-pw');
    const response = await member.put('/api/user/update-credentials', { communityId, userName: 'keeper', password: 'second-pw', currentPassword: 'first-pw' });
    expect(response.status).toBe(200);
    expect(await canLogIn('keeper', 'second-pw')).toBe(true);
    expect(await canLogIn('keeper', 'first-pw')).toBe(false);
  });

  it('a curator changes another member’s login details with her own password, not with none or the member’s', { timeout: 30_000 }, async () => {
    const curator = await loggedIn(server.origin, 'curator');
    const change = { communityId: ids.researcher, userName: 'researcher', password: 'reset-pw1' };
    expect((await curator.put('/api/user/update-credentials', change)).status).toBe(400);
    expect((await curator.put('/api/user/update-credentials', { ...change, currentPassword: demoPasswords.researcher })).status).toBe(403);
    expect(await canLogIn('researcher', demoPasswords.researcher)).toBe(true);
    const reset = await curator.put('/api/user/update-credentials', { ...change, currentPassword: demoPasswords.curator });
    expect(reset.status).toBe(200);
    expect(await canLogIn('researcher', 'reset-pw1')).toBe(true);
  });

  it('an ORCID sign-in (the simulator, approving the researcher’s public iD) cannot change the password', { timeout: 30_000 }, async () => {
    const attacker = new Client(server.origin);
    const code = await orcidCodeFor(attacker, '0000-0002-1825-0097');
    const signedIn = await attacker.post('/api/auth/authenticate-orcid', { code });
    expect(await signedIn.json()).toMatchObject({ success: true });
    const { communityId, username } = (await (await attacker.get('/api/auth/profile')).json()) as { communityId: number; username: string };
    const withNone = await attacker.put('/api/user/update-credentials', { communityId, userName: username, password: 'owned123' });
    expect(withNone.status).toBe(400);
    const withGuess = await attacker.put('/api/user/update-credentials', { communityId, userName: username, password: 'owned123', currentPassword: 'guess' });
    expect(withGuess.status).toBe(403);
    expect(await canLogIn(username, 'owned123')).toBe(false);
  });
});

describe('guessing the current password', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('is rate-limited like login (LOGIN_RATE_LIMIT): 429 after the limit, even for the right password', { timeout: 30_000 }, async () => {
    const student = new Client(limited.origin);
    await student.login('student', demoPasswords.student);
    const attempt = (currentPassword: string) =>
      student.put('/api/user/update-credentials', { communityId: ids.student, userName: 'student', password: 'guessed1', currentPassword });
    for (const guess of ['guess-1', 'guess-2', 'guess-3']) expect((await attempt(guess)).status, guess).toBe(403);
    const blocked = await attempt(demoPasswords.student);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many login attempts from this address. Please wait a minute and try again.' });
  });
});
