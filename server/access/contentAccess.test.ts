// @vitest-environment node
// Every row of the access table (contentAccess.ts) against the real server over the demo dataset, for each kind of
// visitor: an anonymous visitor off a subscribed network, a member who pays by units (with units, and without), a
// member with a linked ORCID iD, and visitors on a subscribed network. Public rows answer the same on and off the
// network; subscription rows refuse the visitor (401 with the login page) and the member without units (403), serve
// the others, and spend the units the row names, once.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, demoPasswords } from '../accounts/accountServer.testSupport';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { DETAIL_ACCESS_MESSAGES } from '../detailAccess';
import { seedDatabase } from '../seed';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';
import { CONTENT_ACCESS, type AccessRow } from './contentAccess';
import type { FastifyInstance } from 'fastify';

/** One request of a row, and what a reader who may have it gets. */
interface Sample {
  method: 'GET' | 'HEAD' | 'POST';
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  status?: number;
  /** Units a member who pays by units spends on it: a count, or read from the answer the network visitor got. */
  units?: number | ((answer: string) => number);
  /** A request of a premium-marked row that asks for nothing premium. */
  public?: true;
}

const AT1G01010 = '2200935';
const post = (path: string, json: unknown, more: Partial<Sample> = {}): Sample => ({ method: 'POST', path, json, ...more });
const get = (path: string, more: Partial<Sample> = {}): Sample => ({ method: 'GET', path, ...more });
/** The distinct loci an annotation answer holds: what it charges. */
const annotatedLoci = (answer: string) => new Set((JSON.parse(answer) as { docs: { locus: { id: string } }[] }).docs.map((doc) => doc.locus.id)).size;

const PREMIUM_FILE = 'Subscriber_Data_Releases/TAIR_GeneDescriptions_20250630.excerpt.txt';
const BLAST_FORM = { algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: 'ACGTTGCATGCAAGTCCGATGGATCCAGTA' };
const PATMATCH_FORM = {
  default_db: 'araport11_genomic_locus', current_db: 'araport11_genomic_locus', seq_class: 'nucleotide', pat: 'GATTACA',
  strand: 'both strands', maxhits: '75000', mismatch: '0', min_seq_hits: '1', max_seq_hits: '100',
};

/** Requests for every row, by the row's first call; a row added to the table fails until it has some. */
const SAMPLES: Record<string, Sample[]> = {
  'POST /api/search/general': [post('/api/search/general', { category: 'genes', searchText: 'AT1G01010' }), get('/api/search/suggest?category=genes&q=AT1G0')],
  'POST /api/saved-queries': [
    post('/api/saved-queries', { kind: 'results', category: 'genes', params: { detailSearchText: 'NAC' } }, { status: 201 }),
    get('/api/saved-queries/AAAAAAAAAAAAAAAA', { status: 404 }),
  ],
  'GET /api/browse/gene-families': [get('/api/browse/gene-families')],
  'GET /api/static/:file': [get('/api/static/microarray-experiments.json')],
  'GET /api/download-files/list': [get('/api/download-files/list?dir=Subscriber_Data_Releases')],
  'GET /api/tools/datasets': [get('/api/tools/datasets')],
  'GET /api/genome/features': [get('/api/genome/features?region=Chr1:1..10000&track=genes'), get('/api/genome/features.gff3?region=Chr1:1..10000'), get('/api/genome/sequence.fasta?region=Chr1:1..100')],
  'GET /api/panther/orthologs/:file': [get('/api/panther/orthologs/AT1G01010.json')],
  'GET /api/efp_image/efp_arabidopsis/:source/Absolute/:locus': [get('/api/efp_image/efp_arabidopsis/Developmental_Map/Absolute/AT1G01010')],
  'GET /api/news/breakingnews': [get('/api/news/events')],
  'POST /api/auth/login': [get('/api/subscription/institution'), get('/api/auth/profile')],
  'GET /api/gene_class_symbol/search': [get('/api/gene_class_symbol/search?geneClassSymbol=ABC')],
  'GET /orcid-simulator/oauth/authorize': [get('/orcid-simulator/oauth/authorize')],
  'GET /*': [get('/index.html')],

  'GET /api/detail/:type': [get(`/api/detail/locus?key=${AT1G01010}`, { units: 1 }), get('/api/detail/locus?key=424242', { status: 404, units: 0 })],
  'GET /api/detail/:type/name': [get('/api/detail/locus/name?name=AT1G01010', { units: 0 })],
  'POST /api/search/gene/descriptions': [post('/api/search/gene/descriptions', { locusIds: ['AT1G01010', 'at1g01020', 'AT9G99999'] }, { units: 2 })],
  'POST /api/search/gene/locus_history': [post('/api/search/gene/locus_history', { locusIds: ['AT1G01010'] }, { units: 1 })],
  'POST /api/search/gene/microarray': [post('/api/search/gene/microarray', { locusIds: ['AT1G01010', 'AT1G01020'], platforms: ['AFFY_ATH1'] }, { units: 2 })],
  'POST /api/search/annotation': [
    post('/api/search/annotation', { keyword_types: ['comp', 'func', 'proc'], locusIds: ['AT1G01010', 'AT1G01020'] }, { units: 2 }),
    post('/api/search/annotation', { keyword_types: ['comp', 'func', 'proc'], searchTerms: [{ search_type: 'locus_name', search_method: 'starts_with', search_input: 'AT1G010' }] }, { units: annotatedLoci }),
    post('/api/search/annotation', { locusIds: 'AT1G01010' }, { status: 400, units: 0 }),
  ],
  'POST /api/search/free/annotation': [
    post('/api/search/free/annotation', { publicationId: '501741973' }, { units: annotatedLoci }),
    post('/api/search/free/annotation', { keywordId: 5634, rowsLimit: 40 }, { units: annotatedLoci }),
  ],
  'POST /api/search/sequences': [post('/api/search/sequences', { geneIds: ['AT1G01010.1', 'AT1G01020.1'], dataset: 'araport11_coding', format: 'query_match' }, { units: 2 })],
  'GET /api/browse/gene-family': [get('/api/browse/gene-family?key=3100002', { units: 1 })],
  'GET /api/browse/microarray-experiment': [get(`/api/browse/microarray-experiment?name=${encodeURIComponent('AtGenExpress: Stress treatments (salt)')}`, { units: 1 })],
  'GET /api/download-files/download': [
    get(`/api/download-files/download?filePath=${encodeURIComponent(PREMIUM_FILE)}`, { units: 1 }),
    get(`/api/download-files/download?filePath=${encodeURIComponent(PREMIUM_FILE)}`, { headers: { range: 'bytes=0-99' }, status: 206, units: 1 }),
    get(`/download_files/${PREMIUM_FILE}`, { units: 1 }),
    get('/api/download-files/download?filePath=Subscriber_Data_Releases/README.txt', { public: true }),
    get('/api/download-files/download?filePath=Public_Data_Releases/README.txt', { public: true }),
    // A broken link says so, to anyone: nothing premium is served.
    get('/api/download-files/download?filePath=Subscriber_Data_Releases/missing.txt', { status: 404, public: true }),
    // A browser opening the old address gets the app's page, which then asks download-files/download.
    get(`/download_files/${PREMIUM_FILE}`, { headers: { accept: 'text/html' }, public: true }),
  ],
  // An accepted search is answered with its job's address (303).
  'POST /tools-service/blast': [{ method: 'POST', path: '/tools-service/blast', form: BLAST_FORM, status: 303, units: 1 }],
  'POST /tools-service/patmatch': [{ method: 'POST', path: '/tools-service/patmatch', form: PATMATCH_FORM, status: 303, units: 1 }],
  'GET /tools-service/blast/:jobId': [
    get('/tools-service/blast/AAAAAAAAAAAAAAAAAAAAAA', { status: 404, public: true }),
    get('/tools-service/patmatch/AAAAAAAAAAAAAAAAAAAAAA', { status: 404, public: true }),
  ],
};

const CAMPUS = { 'x-forwarded-for': '192.0.2.15' };

interface Answer {
  status: number;
  type: string;
  cacheControl: string;
  text: string;
}

let temp: TempDir;
let app: FastifyInstance;
let origin: string;
/** The kinds of visitor, each a client; `campus` sends its requests from the subscribed network. */
let visitors: { anonymous: Client; withUnits: Client; withoutUnits: Client; orcid: Client };
let withUnitsParty: number;

/** The answer, read whole (a body left unread would hold its connection open). */
const send = async (client: Client, sample: Sample, { campus = false } = {}): Promise<Answer> => {
  const headers: Record<string, string> = { ...sample.headers, ...(campus ? CAMPUS : {}) };
  if (sample.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await client.fetch(sample.path, {
    method: sample.method,
    headers,
    ...(sample.form ? { body: new URLSearchParams(sample.form).toString() } : {}),
    ...(sample.json === undefined ? {} : { json: sample.json }),
  });
  const header = (name: string) => response.headers.get(name) ?? '';
  const answer = { status: response.status, type: header('content-type'), cacheControl: header('cache-control'), text: await response.text() };
  // A search runs on after its post is answered: it ends before the next request, so that the client's share of
  // unfinished searches (two) never refuses the samples that follow.
  const job = response.status === 303 ? header('location') : '';
  const jobStatus = async () => {
    const page = await client.fetch(job);
    await page.text();
    return page.status;
  };
  if (job) await vi.waitFor(async () => expect(await jobStatus()).not.toBe(202), { timeout: 30_000, interval: 25 });
  return answer;
};
/** The member's remaining units, as the profile page reads them. */
const remainingUnits = async () => {
  const tracker = await visitors.withUnits.get(`/api/subscription/bucket/usage?party_id=${withUnitsParty}`);
  return ((await tracker.json()) as { remaining_units: number }).remaining_units;
};
/** The member who pays by units starts afresh: `units` left, nothing read in the last 24 hours. */
const startAfresh = (units: number) => {
  app.db.prepare('DELETE FROM record_reads').run();
  app.db.prepare('UPDATE usage_trackers SET remaining_units = ? WHERE party_id = ?').run(units, withUnitsParty);
};
const partyOf = async (client: Client) => ((await (await client.get('/api/auth/profile')).json()) as { partyId: number }).partyId;
const logIn = async (username: string, password: string) => {
  const client = new Client(origin);
  await client.login(username, password);
  return client;
};

beforeAll(async () => {
  temp = tempDir('portal-access-');
  writeFileSync(temp.file('index.html'), '<!doctype html><title>portal</title>');
  app = buildServer({
    databaseFile: temp.file('portal.sqlite'),
    frontEndDir: temp.dir,
    config: readServerConfig({ INSTITUTION_RANGES: 'Campus=192.0.2.0/24', TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: '1000', REGISTRATION_RATE_LIMIT: '1000', GENE_ACTION_RATE_LIMIT: '1000' }),
  });
  await seedDatabase(app.db);
  origin = await listenOnLoopback(app);

  const registered = await new Client(origin).post('/api/user/register-person', {
    username: 'nounits', password: 'seedling9', password_confirm: 'seedling9', email: 'nounits@example.org', okMail: 'F',
    okGeneSymbol: 'F', okEmailDisplay: 'F', firstName: 'Ines', lastName: 'Moreau', institutionName: 'University of Lyon',
    country: 'France', state: 'N/A',
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  visitors = {
    anonymous: new Client(origin),
    withUnits: await logIn('student', demoPasswords.student),
    withoutUnits: await logIn('nounits', 'seedling9'),
    orcid: await logIn('researcher', demoPasswords.researcher),
  };
  withUnitsParty = await partyOf(visitors.withUnits);
  app.db.prepare('UPDATE usage_trackers SET remaining_units = 0 WHERE party_id = ?').run(await partyOf(visitors.withoutUnits));
}, 60_000);
afterAll(async () => {
  await app?.close();
  temp?.remove();
}, 30_000);

describe('the access table, row by row', () => {
  it('has requests for every row', () => {
    expect(CONTENT_ACCESS.filter((row) => !SAMPLES[row.calls[0]!]).map((row) => row.calls[0])).toEqual([]);
  });

  const expectRefused = (answer: Answer, row: AccessRow, status: 401 | 403) => {
    expect(answer.status).toBe(status);
    const error = status === 401 ? DETAIL_ACCESS_MESSAGES.anonymous : DETAIL_ACCESS_MESSAGES.member;
    if (row.refusal === 'page') {
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.text).toContain(error.replaceAll("'", '&#39;'));
      if (status === 401) expect(answer.text).toContain(`href="${origin}/login"`);
    } else {
      expect(JSON.parse(answer.text)).toEqual(status === 401 ? { error, redirectUri: `${origin}/login` } : { error });
    }
  };

  describe.each(CONTENT_ACCESS.map((row) => [row.calls.join(', '), row] as const))('%s', (_calls, row) => {
    for (const sample of SAMPLES[row.calls[0]!] ?? []) {
      const label = `${sample.method} ${sample.path.slice(0, 90)}${sample.headers ? ` ${JSON.stringify(sample.headers)}` : ''}`;
      const status = sample.status ?? 200;

      if (row.rule.access === 'public' || sample.public) {
        it(`${label}: public, the same on and off a subscribed network, no unit spent`, async () => {
          const before = await remainingUnits();
          for (const [kind, client] of Object.entries(visitors)) {
            const onCampus = await send(client, sample, { campus: true });
            const offCampus = await send(client, sample);
            expect(offCampus.status, kind).toBe(onCampus.status);
            if (kind === 'anonymous' && row.rule.access !== 'public') expect(offCampus.status).toBe(status);
          }
          expect(await remainingUnits()).toBe(before);
        }, 60_000);
        continue;
      }

      it(`${label}: a visitor off a subscribed network is sent to log in, a member without units is refused`, async () => {
        expectRefused(await send(visitors.anonymous, sample), row, 401);
        expectRefused(await send(visitors.withoutUnits, sample), row, 403);
      }, 60_000);

      it(`${label}: served on a subscribed network and to a member with ORCID, for no unit`, async () => {
        const before = await remainingUnits();
        expect((await send(visitors.anonymous, sample, { campus: true })).status).toBe(status);
        expect((await send(visitors.withUnits, sample, { campus: true })).status).toBe(status);
        expect((await send(visitors.orcid, sample)).status).toBe(status);
        expect(await remainingUnits()).toBe(before);
      }, 60_000);

      it(`${label}: a member with units is served and spends what the row says, once`, async () => {
        const { text: answer } = await send(visitors.anonymous, sample, { campus: true });
        const units = typeof sample.units === 'function' ? sample.units(answer) : (sample.units ?? 0);
        if (typeof sample.units === 'function') expect(units, 'loci in the answer').toBeGreaterThan(0);
        startAfresh(50);

        const first = await send(visitors.withUnits, sample);
        expect(first.status).toBe(status);
        // For this member only: never kept by a shared cache for the next visitor.
        expect(first.cacheControl).toMatch(/\b(private|no-store)\b/);
        if (status === 200 && sample.method === 'POST' && !sample.form) expect(first.text).toBe(answer);
        expect(await remainingUnits()).toBe(50 - units);
        expect((await send(visitors.withUnits, sample)).status).toBe(status);
        expect(await remainingUnits()).toBe(50 - units);
      }, 60_000);
    }
  });
});

describe('units across calls, as detail reads spend them', () => {
  const descriptions = (...locusIds: string[]) => post('/api/search/gene/descriptions', { locusIds });

  it('a locus whose page was read in the last 24 hours costs nothing in a gene action, and the other way round', async () => {
    startAfresh(50);
    expect((await send(visitors.withUnits, get(`/api/detail/locus?key=${AT1G01010}`))).status).toBe(200);
    expect(await remainingUnits()).toBe(49);
    expect((await send(visitors.withUnits, descriptions('AT1G01010', 'AT1G01020'))).status).toBe(200);
    expect(await remainingUnits()).toBe(48);
    const sequences = post('/api/search/sequences', { locusIds: ['AT1G01020', 'AT1G01010'], dataset: 'araport11_coding' });
    expect((await send(visitors.withUnits, sequences)).status).toBe(200);
    const { data: at1g01020 } = JSON.parse((await send(visitors.withUnits, get('/api/detail/locus/name?name=AT1G01020'))).text) as { data: string };
    expect((await send(visitors.withUnits, get(`/api/detail/locus?key=${at1g01020}`))).status).toBe(200);
    expect(await remainingUnits()).toBe(48);
  });

  it('a call is paid whole or refused whole: with one unit left, two new loci are refused and nothing is spent', async () => {
    startAfresh(1);
    const refused = await send(visitors.withUnits, descriptions('AT1G01010', 'AT1G01020'));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toEqual({ error: DETAIL_ACCESS_MESSAGES.member });
    expect(await remainingUnits()).toBe(1);
    expect((await send(visitors.withUnits, descriptions('AT1G01010'))).status).toBe(200);
    expect(await remainingUnits()).toBe(0);
    // Paid for today, so it still opens with no unit left; a new locus does not.
    expect((await send(visitors.withUnits, descriptions('AT1G01010'))).status).toBe(200);
    expect((await send(visitors.withUnits, descriptions('AT1G01020'))).status).toBe(403);
  });

  it('two calls at once for the last unit: one is served, the other refused', async () => {
    startAfresh(1);
    const answers = await Promise.all([send(visitors.withUnits, descriptions('AT1G01010')), send(visitors.withUnits, descriptions('AT1G01020'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(await remainingUnits()).toBe(0);
  });

});

describe('other spellings of a subscription call', () => {
  it('a gene action at another address is refused or is no route at all, never served', async () => {
    const body = { locusIds: ['AT1G01010'] };
    const spellings: Sample[] = [
      post('/api/search/gene%2Fdescriptions', body),
      post('/api/search/%67ene/descriptions', body),
      post('/api/search/gene/descriptions/', body),
      post('/api//search/gene/descriptions', body),
      post('/API/search/gene/descriptions', body),
      post('/api/search/gene/Descriptions', body),
      post('/api/search/gene/descriptions?rowsLimit=1', body),
      get('/api/search/gene/descriptions?locusIds=AT1G01010'),
      { method: 'HEAD', path: '/api/browse/gene-family?key=3100002' },
    ];
    for (const sample of spellings) {
      const answer = await send(visitors.anonymous, sample);
      expect([401, 404], `${sample.method} ${sample.path}`).toContain(answer.status);
      expect(answer.text).not.toContain('computational_description');
    }
  });

  it('a premium file asked for by another spelling of its path is still premium', async () => {
    const spellings = [
      `/api/download-files/download?filePath=${encodeURIComponent(`/${PREMIUM_FILE}`)}`,
      `/api/download-files/download?filePath=${encodeURIComponent(PREMIUM_FILE.replace('/', '//'))}`,
      `/api/download-files/download?filePath=${encodeURIComponent(`${PREMIUM_FILE}/`)}`,
      `/api/download-files/download?filePath=${encodeURIComponent(`Public_Data_Releases/../${PREMIUM_FILE}`)}`,
      `/api/download-files/download?filePath=${encodeURIComponent(PREMIUM_FILE.replace('Releases', 'Releases%2F'))}`,
      `/download_files//${PREMIUM_FILE}`,
      `/download_files/${PREMIUM_FILE.replace('/', '/./')}`,
      `/download_files/${PREMIUM_FILE}?filePath=Public_Data_Releases/README.txt`,
    ];
    for (const path of spellings) {
      const answer = await send(visitors.anonymous, get(path));
      // Refused, or not a path the area serves at all (400, 404): never the file.
      expect([400, 401, 404], path).toContain(answer.status);
      expect(answer.text, path).not.toContain('curator_summary');
    }
  });
});

