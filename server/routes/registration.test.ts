// @vitest-environment node
// POST /api/user/register-person: the rules and messages of 000 §5, and what a new account gets (000 §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPasswords, startServer, type TestServer } from '../accounts/accountServer.testSupport';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const valid = {
  username: 'mendel',
  password: 'peas1865',
  password_confirm: 'peas1865',
  email: 'g.mendel@example.org',
  okMail: true,
  okGeneSymbol: false,
  okEmailDisplay: true,
  firstName: 'Gregor',
  lastName: 'Mendel',
  institutionName: 'Augustinian Abbey of St Thomas',
  country: 'Other',
  state: 'N/A',
};

const register = (form: Record<string, unknown>) => new Client(server.origin).post('/api/user/register-person', form);

describe('registration', () => {
  it('creates the account, its person record and 50 complimentary units; the new member can log in', async () => {
    const response = await register(valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; message: string; communityId: number; partyId: number };
    expect(body).toMatchObject({ success: true, message: 'Person registered successfully.', username: 'mendel' });

    const person = await new Client(server.origin).get(`/api/detail/person?key=${body.communityId}`);
    expect(await person.json()).toEqual({
      communityId: body.communityId,
      personId: body.communityId,
      firstName: 'Gregor',
      lastName: 'Mendel',
      orcidId: null,
      email: 'g.mendel@example.org',
      displayEmail: 'T',
      institutionName: 'Augustinian Abbey of St Thomas',
      region: null,
      country: 'Other',
      publications: [],
    });

    const member = new Client(server.origin);
    await member.login('mendel', 'peas1865');
    const usage = await member.get(`/api/subscription/bucket/usage?party_id=${body.partyId}`);
    expect(await usage.json()).toMatchObject({ total_units: 50, remaining_units: 50, bucketsBought: 0, expiry_date: null });
  });

  it('stores an scrypt hash and salt, never the password', async () => {
    const response = await register({ ...valid, username: 'scrypted', email: 'scrypted@example.org', password: 'Secret-99', password_confirm: 'Secret-99' });
    const { communityId } = (await response.json()) as { communityId: number };
    const row = server.app.db.prepare('SELECT * FROM accounts WHERE community_id = ?').get(communityId) as Record<string, unknown>;
    expect(row.password_hash).toMatch(/^[0-9a-f]{128}$/);
    expect(row.password_salt).toMatch(/^[0-9a-f]{32}$/);
    const everything = JSON.stringify(server.app.db.prepare('SELECT * FROM accounts').all());
    expect(everything).not.toContain('Secret-99');
    expect(everything).not.toContain(Buffer.from('Secret-99').toString('hex'));
  });

  it.each([
    ['username', { username: '' }, 'Username is required.'],
    ['password', { password: '', password_confirm: '' }, 'Password is required.'],
    ['password_confirm', { password_confirm: '' }, 'Confirm Password is required.'],
    ['firstName', { firstName: '  ' }, 'First Name is required.'],
    ['lastName', { lastName: undefined }, 'Last Name is required.'],
    ['institutionName', { institutionName: '' }, 'Institution Name is required.'],
    ['country', { country: '' }, 'Country is required.'],
    ['state', { state: '' }, 'State is required.'],
    ['email', { email: '' }, 'Email address is required.'],
  ])('refuses a missing %s with its message', async (field, change, error) => {
    const response = await register({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
  });

  it.each([['12345'], ['12345678901']])('refuses the password %s: 6 to 10 characters', async (password) => {
    const response = await register({ ...valid, password, password_confirm: password });
    expect(await response.json()).toEqual({ error: 'Password must be between 6 and 10 characters.', field: 'password' });
  });

  it('accepts passwords of exactly 6 and 10 characters', async () => {
    for (const [index, password] of ['abcdef', 'abcdefghij'].entries()) {
      const response = await register({ ...valid, username: `edge${index}`, email: `edge${index}@example.org`, password, password_confirm: password });
      expect(response.status, password).toBe(201);
    }
  });

  it('refuses a confirmation that does not match', async () => {
    const response = await register({ ...valid, password_confirm: 'peas1866' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Passwords do not match.', field: 'password_confirm' });
  });

  const invalidEmail = 'Please enter a valid email address in English (e.g., curator@arabidopsis.org).';
  it.each([
    ['mendel@', invalidEmail],
    ['not an address', invalidEmail],
    ['a@b', invalidEmail],
    ['grégor@example.org', 'Only English characters are allowed in Email address.'],
  ])('refuses the e-mail address %s', async (email, error) => {
    const response = await register({ ...valid, username: 'other', email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field: 'email' });
  });

  it.each([
    ['firstName', 'Grégor', 'First Name'],
    ['lastName', 'Мендель', 'Last Name'],
    ['institutionName', 'Abbey 修道院', 'Institution Name'],
    // A name is one line: a line break inside one, which no page's field can hold, is refused like any other.
    ['lastName', 'Mendel\nAbbot', 'Last Name'],
  ])('refuses non-English characters in %s, naming the field', async (field, value, label) => {
    const response = await register({ ...valid, username: 'other', email: 'other@example.org', [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `Only English characters are allowed in ${label}.`, field });
  });

  it('refuses a field that is not text', async () => {
    const response = await register({ ...valid, firstName: { $ne: '' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'First Name must be text.', field: 'firstName' });
  });

  it('refuses a username that is taken, in any case', async () => {
    const response = await register({ ...valid, username: 'RESEARCHER', email: 'someone.new@example.org' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'The username "RESEARCHER" is already taken. Please choose another one.', field: 'username' });
  });

  it('registers an e-mail address another account uses, as it registers a new one', async () => {
    const response = await register({ ...valid, username: 'okafor2', email: 'D.Okafor@example.org' });
    expect(response.status).toBe(201);
    const member = new Client(server.origin);
    await member.login('okafor2', valid.password);
    const owner = new Client(server.origin);
    await owner.login('researcher', demoPasswords.researcher);
  });

  it('refuses a body that is not a form', async () => {
    const response = await new Client(server.origin).fetch('/api/user/register-person', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1, 2, 3]',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Username is required.', field: 'username' });
  });
});

describe('registration does not tell which e-mail addresses have an account', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((one) => one.close()));
  });

  it('answers a known address and an unknown one alike, status and body', async () => {
    // The same form on two servers alike, but for the address: one a member already gives (kept hidden or not),
    // one no account has.
    const answers = [];
    for (const address of ['D.Okafor@example.org', 'nobody.yet@example.org']) {
      const fresh = await startServer();
      servers.push(fresh);
      const response = await new Client(fresh.origin).post('/api/user/register-person', { ...valid, username: 'prober', email: address });
      answers.push({ status: response.status, contentType: response.headers.get('content-type'), body: await response.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(201);
  });
});
