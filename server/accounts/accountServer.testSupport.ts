// Test support for the account, ORCID and subscription tests: the real server listening on 127.0.0.1 (port 0)
// over a temp database that holds the person and organization records the tests use, with the demo accounts
// seeded in demo mode (the default: loopback, no PUBLIC_ORIGIN), and a small cookie-keeping HTTP client.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { recordStore } from '../db/records';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';
import { seedAccounts } from './seed';

export const ids = {
  researcher: 1501415858,
  curator: 1501420010,
  student: 1501420020,
  /** A person with no account. */
  noAccount: 1501420030,
  carnegie: 1501000101,
  abrc: 1501000102,
  nasc: 1501000104,
} as const;

const person = (communityId: number, firstName: string, lastName: string, email: string, orcidId: string | null = null) => ({
  communityId,
  personId: communityId,
  firstName,
  lastName,
  orcidId,
  email,
  displayEmail: 'T',
  institutionName: 'Carnegie Institution for Science',
  region: 'CA',
  country: 'United States',
  publications: [],
});

const organization = (communityId: number, name: string, city: string, members: { personId: number; firstName: string; lastName: string }[]) => ({
  name,
  communityId,
  organizationId: communityId,
  organizationType: 'academic',
  address: 'Main Building\n1 Plant Road',
  city,
  region: 'CA',
  postalCode: '94305',
  country: 'United States',
  phones: [{ phoneType: 'work', phoneNumber: '+1 650 555 0100' }],
  websites: [{ url: 'https://example.org' }],
  affiliations: members.map((member) => ({ ...member, isPi: 'F', jobTitle: 'Researcher' })),
  dateLastUpdated: '2024-01-01',
});

/** The person and organization records of the demo accounts, as the demo dataset provides them. */
export function insertCommunityRecords(db: Db): void {
  const records = recordStore(db);
  const people = [
    person(ids.researcher, 'Daniel', 'Okafor', 'd.okafor@example.org', '0000-0002-1825-0097'),
    person(ids.curator, 'Maria', 'Lindqvist', 'm.lindqvist@example.org'),
    person(ids.student, 'Priya', 'Raman', 'p.raman@example.org'),
    person(ids.noAccount, 'Helen', 'Marsh', 'h.marsh@example.org'),
  ];
  for (const body of people) {
    records.insert({ type: 'person', id: String(body.communityId), name: `${body.firstName} ${body.lastName}`, accession: null, body: JSON.stringify(body) });
  }
  const organizations = [
    organization(ids.carnegie, 'Carnegie Institution for Science', 'Stanford', [
      { personId: ids.researcher, firstName: 'Daniel', lastName: 'Okafor' },
      { personId: ids.student, firstName: 'Priya', lastName: 'Raman' },
    ]),
    organization(ids.abrc, 'Arabidopsis Biological Resource Center', 'Columbus', [{ personId: ids.curator, firstName: 'Maria', lastName: 'Lindqvist' }]),
    organization(ids.nasc, 'Nottingham Arabidopsis Stock Centre', 'Loughborough', []),
  ];
  for (const body of organizations) {
    records.insert({ type: 'organization', id: String(body.communityId), name: body.name, accession: null, body: JSON.stringify(body) });
  }
}

/** The person form (000 §6 "Edit profile") of a person, filled with the demo student's values, with `changes`. */
export const personForm = (communityId: number, changes: Record<string, unknown> = {}) => ({
  communityId,
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'p.raman@example.org',
  institutionName: 'Carnegie Institution for Science',
  sendEmail: 'T',
  displayEmail: 'F',
  country: 'United States',
  stateProvince: 'CA',
  ...changes,
});

/** The demo student's own person form, with `changes`. */
export const studentPersonForm = (changes: Record<string, unknown> = {}) => personForm(ids.student, changes);

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:{port} */
  origin: string;
  temp: TempDir;
  close: () => Promise<void>;
}

/** Settings for this server only, as environment variables (unset ones read as not configured). */
export type TestEnv = Record<string, string | undefined>;

export async function startServer(env: TestEnv = {}, { seed = true } = {}): Promise<TestServer> {
  const temp = tempDir('portal-accounts-');
  // Tests log in and register often from one address, so those limits are lifted unless a test sets them.
  const config = readServerConfig({ LOGIN_RATE_LIMIT: '1000', REGISTRATION_RATE_LIMIT: '1000', ...env });
  const app = buildServer({ databaseFile: temp.file('portal.sqlite'), config });
  if (seed) {
    insertCommunityRecords(app.db);
    // As at a real start: the demo accounts exist only in demo mode.
    if (config.demo.enabled) await seedAccounts(app.store);
  }
  const origin = await listenOnLoopback(app);
  return {
    app,
    origin,
    temp,
    close: async () => {
      await app.close();
      temp.remove();
    },
  };
}

/** A browser-like client: keeps the cookies the server sets and sends them back. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(new URL(path, this.origin), {
      redirect: 'manual',
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
      const expired = attributes.some((attribute) => /^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1] ?? '') < Date.now())
        || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get = (path: string) => this.fetch(path);
  post = (path: string, json: unknown) => this.fetch(path, { method: 'POST', json });
  put = (path: string, json: unknown) => this.fetch(path, { method: 'PUT', json });

  async login(username: string, password: string): Promise<Response> {
    const response = await this.post('/api/auth/login', { username, password });
    if (response.status !== 200) throw new Error(`login as ${username} answered ${response.status}`);
    return response;
  }
}

export const demoPasswords = { researcher: 'thaliana1', curator: 'curate2026', student: 'seedling1' } as const;

/** A client logged in as one of the demo accounts. */
export async function loggedIn(origin: string, username: keyof typeof demoPasswords): Promise<Client> {
  const client = new Client(origin);
  await client.login(username, demoPasswords[username]);
  return client;
}
