// @vitest-environment node
// PUT /api/organization/update-organization (000 §2.8, §5) and who may use it (000 §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ids, loggedIn, startServer, type TestServer } from '../accounts/accountServer.testSupport';
import { storedAddress } from './organization';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const organizationRecord = async (communityId: number) =>
  (await (await new Client(server.origin).get(`/api/detail/organization?key=${communityId}`)).json()) as Record<string, unknown>;

const form = (communityId: number, changes: Record<string, unknown> = {}) => ({
  communityId,
  name: 'Carnegie Institution for Science',
  address: 'Department of Plant Biology\n260 Panama Street',
  city: 'Stanford',
  region: 'CA',
  postalCode: '94305',
  country: 'United States',
  ...changes,
});

const update = (client: Client, body: unknown) => client.put('/api/organization/update-organization', body);

describe('update-organization', () => {
  it('lets an affiliated member update the record; the address is stored with backslashes and the date is today', async () => {
    const researcher = await loggedIn(server.origin, 'researcher');
    const response = await update(researcher, form(ids.carnegie, { address: ' Department of Plant Biology \r\n\r\n260 Panama Street\n', city: 'Palo Alto' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Organization details updated successfully' });
    const record = await organizationRecord(ids.carnegie);
    expect(record).toMatchObject({
      address: 'Department of Plant Biology\\260 Panama Street',
      city: 'Palo Alto',
      dateLastUpdated: new Date().toISOString().slice(0, 10),
    });
    // Fields the form does not edit are kept.
    expect(record).toMatchObject({ organizationType: 'academic', phones: [{ phoneType: 'work', phoneNumber: '+1 650 555 0100' }] });
  });

  it('accepts an address already written with backslashes', async () => {
    const student = await loggedIn(server.origin, 'student');
    expect((await update(student, form(ids.carnegie, { address: 'Line one\\Line two' }))).status).toBe(200);
    expect(await organizationRecord(ids.carnegie)).toMatchObject({ address: 'Line one\\Line two' });
  });

  it('refuses an organization the member is not affiliated with (403), changing nothing', async () => {
    const researcher = await loggedIn(server.origin, 'researcher');
    const response = await update(researcher, form(ids.abrc, { name: 'Taken over' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'You can edit the organizations you are affiliated with only.' });
    expect(await organizationRecord(ids.abrc)).toMatchObject({ name: 'Arabidopsis Biological Resource Center' });
  });

  it('lets a curator update any organization', async () => {
    const curator = await loggedIn(server.origin, 'curator');
    const response = await update(curator, form(ids.nasc, { name: 'Nottingham Arabidopsis Stock Centre (NASC)', city: 'Loughborough' }));
    expect(response.status).toBe(200);
    expect(await organizationRecord(ids.nasc)).toMatchObject({ name: 'Nottingham Arabidopsis Stock Centre (NASC)' });
  });

  it('answers 404 for an organization that does not exist (curator)', async () => {
    const curator = await loggedIn(server.origin, 'curator');
    expect((await update(curator, form(424242))).status).toBe(404);
  });

  it.each([
    ['name', 'Name is required.'],
    ['address', 'Address is required.'],
    ['city', 'City is required.'],
    ['region', 'State is required.'],
    ['postalCode', 'Zipcode is required.'],
    ['country', 'Country is required.'],
  ])('requires %s (000 §5: all fields)', async (field, error) => {
    const researcher = await loggedIn(server.origin, 'researcher');
    const response = await update(researcher, form(ids.carnegie, { [field]: field === 'address' ? ' \n \\ ' : '' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
  });

  it('answers 400 for a missing community id', async () => {
    const researcher = await loggedIn(server.origin, 'researcher');
    const response = await update(researcher, form(ids.carnegie, { communityId: undefined }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'communityId' });
  });

  it('answers 401 with redirectUri without a login', async () => {
    const response = await update(new Client(server.origin), form(ids.carnegie));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please log in to continue.', redirectUri: `${server.origin}/login` });
  });
});

describe('storedAddress', () => {
  it('joins trimmed, non-empty lines with backslashes', () => {
    expect(storedAddress('a\r\nb\rc\n\n d \\e')).toBe('a\\b\\c\\d\\e');
  });
});
