// @vitest-environment node
// Community search follows the writes to person and organization records at once (001 §3.1 Community, 002 §6): an
// e-mail address a member hides is found by no method, a new name is found and the old one is not, in the search
// form, the header search and the kept answers of a search by country, as the detail page shows the record. The
// searches run in the server's worker threads, over connections of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../search/buildIndex';
import { Client, ids, loggedIn, startServer, type TestServer } from './accountServer.testSupport';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  // As a start over these records does.
  buildSearchIndex(server.app.db);
});
afterAll(async () => {
  await server?.close();
});

type Method = 'exactly' | 'starts_with' | 'contains';

async function found(payload: unknown): Promise<string[]> {
  const response = await new Client(server.origin).post('/api/search/community', payload);
  expect(response.status).toBe(200);
  return ((await response.json()) as { docs: { id: string }[] }).docs.map((doc) => doc.id);
}

const byEmail = (method: Method, input: string) => found({ searchTerms: [{ email_method: method, email_input: input }] });
const byLastName = (method: Method, input: string) => found({ searchTerms: [{ last_name_method: method, last_name_input: input }] });

async function headerSearch(searchText: string): Promise<string[]> {
  const response = await new Client(server.origin).post('/api/search/general', { category: 'community', searchText });
  expect(response.status).toBe(200);
  return ((await response.json()) as { docs: { id: string }[] }).docs.map((doc) => doc.id);
}

const detail = async (type: 'person' | 'organization', key: number) =>
  (await (await new Client(server.origin).get(`/api/detail/${type}?key=${key}`)).json()) as Record<string, unknown>;

const personForm = (communityId: number, changes: Record<string, unknown> = {}) => ({
  communityId,
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'p.raman@example.org',
  institutionName: 'Carnegie Institution for Science',
  sendEmail: 'F',
  displayEmail: 'T',
  country: 'United States',
  stateProvince: 'CA',
  ...changes,
});

const organizationForm = (communityId: number, changes: Record<string, unknown> = {}) => ({
  communityId,
  name: 'Nottingham Arabidopsis Stock Centre',
  address: 'School of Biosciences',
  city: 'Loughborough',
  region: 'CA',
  postalCode: 'LE12 5RD',
  country: 'United States',
  ...changes,
});

describe('a person record written', () => {
  it('an address the member hides is found by no method at once, and shown again it is found again', async () => {
    const student = await loggedIn(server.origin, 'student');
    const searches = () =>
      Promise.all([byEmail('exactly', 'p.raman@example.org'), byEmail('starts_with', 'p.raman@'), byEmail('contains', 'raman@example'), byEmail('contains', 'P.RAMAN')]);
    expect(await searches()).toEqual([[String(ids.student)], [String(ids.student)], [String(ids.student)], [String(ids.student)]]);

    expect((await student.put('/api/user/update-person', personForm(ids.student, { displayEmail: 'F' }))).status).toBe(200);
    expect(await searches()).toEqual([[], [], [], []]);
    // The detail page hides it from others as well; the member is still found by name.
    expect(await detail('person', ids.student)).not.toHaveProperty('email');
    expect(await headerSearch('Raman')).toContain(String(ids.student));

    expect((await student.put('/api/user/update-person', personForm(ids.student, { displayEmail: 'T' }))).status).toBe(200);
    expect(await searches()).toEqual([[String(ids.student)], [String(ids.student)], [String(ids.student)], [String(ids.student)]]);
  });

  it('a changed address or name is found and the old one is not', async () => {
    const curator = await loggedIn(server.origin, 'curator');
    const changes = { firstName: 'Helen', lastName: 'Thornbury', email: 'h.thornbury@example.org' };
    expect((await curator.put('/api/user/update-person', personForm(ids.noAccount, changes))).status).toBe(200);
    expect(await byEmail('exactly', 'h.marsh@example.org')).toEqual([]);
    expect(await byEmail('exactly', 'h.thornbury@example.org')).toEqual([String(ids.noAccount)]);
    expect(await byLastName('exactly', 'marsh')).toEqual([]);
    expect(await byLastName('starts_with', 'thorn')).toEqual([String(ids.noAccount)]);
    expect(await headerSearch('Marsh')).not.toContain(String(ids.noAccount));
    expect(await headerSearch('Thornbury')).toEqual([String(ids.noAccount)]);
    expect(await detail('person', ids.noAccount)).toMatchObject({ lastName: 'Thornbury', email: 'h.thornbury@example.org' });
  });

  it('a search by country, whose answer the server keeps, answers the new country', async () => {
    const curator = await loggedIn(server.origin, 'curator');
    const inJapan = { searchTerms: [{ search_country_select: 'Japan' }] };
    expect(await found(inJapan)).toEqual([]);
    expect((await curator.put('/api/user/update-person', personForm(ids.student, { country: 'Japan', stateProvince: 'N/A' }))).status).toBe(200);
    expect(await found(inJapan)).toEqual([String(ids.student)]);
    expect((await curator.put('/api/user/update-person', personForm(ids.student))).status).toBe(200);
    expect(await found(inJapan)).toEqual([]);
  });

  it('a member who registers is found at once, by the address only when they show it', async () => {
    const register = (username: string, lastName: string, email: string, okEmailDisplay: boolean) =>
      new Client(server.origin).post('/api/user/register-person', {
        username,
        password: 'peas1865',
        password_confirm: 'peas1865',
        email,
        okMail: false,
        okGeneSymbol: false,
        okEmailDisplay,
        firstName: 'Gregor',
        lastName,
        institutionName: 'Augustinian Abbey of St Thomas',
        country: 'Other',
        state: 'N/A',
      });
    const hidden = await register('mendel', 'Mendel', 'g.mendel@example.org', false);
    const shown = await register('tschermak', 'Tschermak', 'e.tschermak@example.org', true);
    const hiddenId = String(((await hidden.json()) as { communityId: number }).communityId);
    const shownId = String(((await shown.json()) as { communityId: number }).communityId);
    expect(await byLastName('exactly', 'mendel')).toEqual([hiddenId]);
    expect(await headerSearch('Tschermak')).toEqual([shownId]);
    expect(await byEmail('contains', 'mendel')).toEqual([]);
    expect(await byEmail('exactly', 'e.tschermak@example.org')).toEqual([shownId]);
  });
});

describe('an organization record written', () => {
  it('a renamed organization is found under its new name and not the old, in the form and the header search', async () => {
    const curator = await loggedIn(server.origin, 'curator');
    expect(await byLastName('exactly', 'Nottingham Arabidopsis Stock Centre')).toEqual([String(ids.nasc)]);
    const renamed = organizationForm(ids.nasc, { name: 'Loughborough Seed Bank' });
    expect((await curator.put('/api/organization/update-organization', renamed)).status).toBe(200);
    expect(await byLastName('exactly', 'Nottingham Arabidopsis Stock Centre')).toEqual([]);
    expect(await byLastName('contains', 'stock')).toEqual([]);
    expect(await byLastName('exactly', 'loughborough seed bank')).toEqual([String(ids.nasc)]);
    expect(await headerSearch('Nottingham')).toEqual([]);
    expect(await headerSearch('Seed Bank')).toEqual([String(ids.nasc)]);
    expect(await detail('organization', ids.nasc)).toMatchObject({ name: 'Loughborough Seed Bank' });
  });
});
