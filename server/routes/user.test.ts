// @vitest-environment node
// The person calls of 000 §7 (person-details, update-credentials, update-person) and who may use them (000 §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPasswords, ids, loggedIn, personForm, startServer, type TestServer } from '../accounts/accountServer.testSupport';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const personRecord = async (communityId: number) =>
  (await (await new Client(server.origin).get(`/api/detail/person?key=${communityId}`)).json()) as Record<string, unknown>;

describe('GET /api/user/person-details', () => {
  it('answers the account details of 000 §3 for one’s own community id', async () => {
    const client = await loggedIn(server.origin, 'researcher');
    const response = await client.get(`/api/user/person-details?communityId=${ids.researcher}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      FIRST_NAME: 'Daniel',
      LAST_NAME: 'Okafor',
      ADDRESS: 'Main Building\n1 Plant Road',
      CITY: 'Stanford',
      REGION: 'CA',
      POSTAL_CODE: '94305',
      COUNTRY: 'United States',
      AFFILIATIONS: [{ community_id: ids.carnegie, name: 'Carnegie Institution for Science' }],
      REGISTERING_FOR_ABRC: 'F',
      IS_TAIR_CURATOR: 'F',
      SEND_EMAIL: 'F',
      USERNAME: 'researcher',
    });
  });

  it('marks the curator with T flags', async () => {
    const client = await loggedIn(server.origin, 'curator');
    expect(await (await client.get(`/api/user/person-details?communityId=${ids.curator}`)).json()).toMatchObject({
      REGISTERING_FOR_ABRC: 'T',
      IS_TAIR_CURATOR: 'T',
      AFFILIATIONS: [{ community_id: ids.abrc, name: 'Arabidopsis Biological Resource Center' }],
    });
  });

  it('lets a curator read another person, and answers { message } for a person that does not exist', async () => {
    const curator = await loggedIn(server.origin, 'curator');
    const student = await curator.get(`/api/user/person-details?communityId=${ids.student}`);
    expect(student.status).toBe(200);
    // The curator sees the member's own settings, so the edit page starts from them.
    expect(await student.json()).toMatchObject({ USERNAME: 'student', SEND_EMAIL: 'F' });
    const missing = await curator.get('/api/user/person-details?communityId=999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No person has the community id 999999.' });
  });

  it('refuses another member’s details (403) and an invalid id (400)', async () => {
    const student = await loggedIn(server.origin, 'student');
    expect((await student.get(`/api/user/person-details?communityId=${ids.researcher}`)).status).toBe(403);
    const invalid = await student.get('/api/user/person-details?communityId=abc');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: 'communityId' });
  });
});

describe('PUT /api/user/update-person', () => {
  it('updates one’s own person record, which the detail page and organization member lists then show', async () => {
    const student = await loggedIn(server.origin, 'student');
    const response = await student.put('/api/user/update-person', personForm(ids.student, { firstName: 'Priyanka', stateProvince: 'N/A' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Person details updated successfully.' });
    expect(await personRecord(ids.student)).toMatchObject({ firstName: 'Priyanka', displayEmail: 'F', region: null, country: 'United States' });
    const organization = (await (await student.get(`/api/detail/organization?key=${ids.carnegie}`)).json()) as { affiliations: { personId: number; firstName: string }[] };
    expect(organization.affiliations.find((member) => member.personId === ids.student)?.firstName).toBe('Priyanka');
    expect(await (await student.get('/api/auth/profile')).json()).toMatchObject({ firstname: 'Priyanka' });
  });

  it('lets a curator edit any person, also one without an account', async () => {
    const curator = await loggedIn(server.origin, 'curator');
    const response = await curator.put('/api/user/update-person', personForm(ids.noAccount, { firstName: 'Helen', lastName: 'Marsh-Ng', email: 'h.marsh@example.org' }));
    expect(response.status).toBe(200);
    expect(await personRecord(ids.noAccount)).toMatchObject({ lastName: 'Marsh-Ng' });
  });

  it('refuses to edit another member’s record (403) and changes nothing', async () => {
    const student = await loggedIn(server.origin, 'student');
    const response = await student.put('/api/user/update-person', personForm(ids.researcher, { firstName: 'Mallory', email: 'd.okafor@example.org' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'You can edit your own person record only.' });
    expect(await personRecord(ids.researcher)).toMatchObject({ firstName: 'Daniel' });
  });

  it.each([
    [{ firstName: '' }, 'First Name is required.', 'firstName'],
    [{ email: 'nowhere' }, 'Please enter a valid email address in English (e.g., curator@arabidopsis.org).', 'email'],
    [{ lastName: 'Ramañ' }, 'Only English characters are allowed in Last Name.', 'lastName'],
    [{ displayEmail: 'maybe' }, 'Display e-mail must be true or false.', 'displayEmail'],
  ])('answers 400 naming the field for %j', async (change, error, field) => {
    const student = await loggedIn(server.origin, 'student');
    const response = await student.put('/api/user/update-person', personForm(ids.student, change));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
  });

  it('takes an e-mail address another account gives as it takes any other, so no answer tells who has an account', async () => {
    const student = await loggedIn(server.origin, 'student');
    const inUse = await student.put('/api/user/update-person', personForm(ids.student, { email: 'm.lindqvist@example.org' }));
    const unused = await student.put('/api/user/update-person', personForm(ids.student, { email: 'nobody.yet@example.org' }));
    expect({ status: inUse.status, body: await inUse.text() }).toEqual({ status: unused.status, body: await unused.text() });
    expect(unused.status).toBe(200);
    expect((await student.put('/api/user/update-person', personForm(ids.student))).status).toBe(200);
  });
});

describe('PUT /api/user/update-credentials', () => {
  it('changes username and password; the old password stops working and other devices are logged out', async () => {
    await server.app.inject({ method: 'POST', url: '/api/user/register-person', payload: {
      username: 'changer', password: 'first-pw', password_confirm: 'first-pw', email: 'changer@example.org', firstName: 'Chang', lastName: 'Er',
      institutionName: 'Somewhere', country: 'Other', state: 'N/A',
    } });
    const laptop = new Client(server.origin);
    const login = (await (await laptop.login('changer', 'first-pw')).json()) as { profile: { communityId: number } };
    const phone = new Client(server.origin);
    await phone.login('changer', 'first-pw');

    const response = await laptop.put('/api/user/update-credentials', {
      credentialId: laptop.cookies.get('credentialId'),
      secretKey: laptop.cookies.get('secretKey'),
      communityId: login.profile.communityId,
      userName: 'changed',
      password: 'second-pw',
      currentPassword: 'first-pw',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Person credentials updated successfully.' });
    expect(await (await laptop.get('/api/auth/profile')).json()).toMatchObject({ username: 'changed' });
    expect(await (await phone.get('/api/auth/profile')).json()).toEqual({ loggedIn: false });
    expect((await new Client(server.origin).post('/api/auth/login', { username: 'changer', password: 'first-pw' })).status).toBe(401);
    expect((await new Client(server.origin).post('/api/auth/login', { username: 'changed', password: 'first-pw' })).status).toBe(401);
    expect((await new Client(server.origin).post('/api/auth/login', { username: 'changed', password: 'second-pw' })).status).toBe(200);
  });

  it('keeps the password when it is left empty (000 §5)', async () => {
    const student = await loggedIn(server.origin, 'student');
    const response = await student.put('/api/user/update-credentials', { communityId: ids.student, userName: 'student', password: '', currentPassword: demoPasswords.student });
    expect(response.status).toBe(200);
    expect((await new Client(server.origin).post('/api/auth/login', { username: 'student', password: demoPasswords.student })).status).toBe(200);
  });

  it.each([
    [{ password: 'short' }, 'Password must be between 6 and 10 characters.', 'password'],
    [{ password: 'longer-pw', password_confirm: 'other-pw' }, 'Passwords do not match.', 'password_confirm'],
    [{ userName: '' }, 'Username is required.', 'userName'],
  ])('answers 400 for %j', async (change, error, field) => {
    const student = await loggedIn(server.origin, 'student');
    const response = await student.put('/api/user/update-credentials', { communityId: ids.student, userName: 'student', currentPassword: demoPasswords.student, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
  });

  it('refuses a username another account has (409) and another member’s account (403)', async () => {
    const student = await loggedIn(server.origin, 'student');
    expect((await student.put('/api/user/update-credentials', { communityId: ids.student, userName: 'Curator', currentPassword: demoPasswords.student })).status).toBe(409);
    expect((await student.put('/api/user/update-credentials', { communityId: ids.researcher, userName: 'hijacked', password: 'hijack1', currentPassword: demoPasswords.student })).status).toBe(403);
    expect((await new Client(server.origin).post('/api/auth/login', { username: 'researcher', password: demoPasswords.researcher })).status).toBe(200);
  });
});

describe('without a login', () => {
  it.each([
    ['GET', `/api/user/person-details?communityId=${ids.student}`],
    ['PUT', '/api/user/update-person'],
    ['PUT', '/api/user/update-credentials'],
  ])('%s %s answers 401 with the login page as redirectUri', async (method, path) => {
    const response = await new Client(server.origin).fetch(path, { method, ...(method === 'PUT' ? { json: personForm(ids.student) } : {}) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please log in to continue.', redirectUri: `${server.origin}/login` });
  });

  it('uses PUBLIC_ORIGIN for redirectUri when it is configured', async () => {
    const configured = await startServer({ PUBLIC_ORIGIN: 'https://www.arabidopsis.org' });
    try {
      const response = await new Client(configured.origin).get(`/api/user/person-details?communityId=${ids.student}`);
      expect(await response.json()).toMatchObject({ redirectUri: 'https://www.arabidopsis.org/login' });
    } finally {
      await configured.close();
    }
  });
});
