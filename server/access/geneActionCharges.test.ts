// @vitest-environment node
// A member who pays by units and the gene actions: the loci an answer reads are counted where the answer is worked
// out (a gene-action worker thread), charged when it is done, all or none, and only then is the answer sent; the
// request thread meanwhile answers everyone else. A real server on loopback over the demo dataset, real HTTP.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn } from '../accounts/accountServer.testSupport';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { DETAIL_ACCESS_MESSAGES } from '../detailAccess';
import { MAX_GENE_LIST } from '../../contracts/search/payload';
import { seedDatabase } from '../seed';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';

const HEAVY_URL = '/api/search/sequences';
const STATUS_URL = '/api/subscription/status';
const USAGE_URL = '/api/subscription/bucket/usage';

let temp: TempDir;
let app: FastifyInstance;
let origin: string;
let member: Client;
let memberParty: number;
/** Each answer's route, in the order the server began to send them. */
let answered: string[] = [];
/** Resolved when the server has read the heavy request's body, before any access check. */
let heavyRead: () => void = () => {};

beforeAll(async () => {
  temp = tempDir('portal-gene-action-charges-');
  app = buildServer({
    databaseFile: temp.file('portal.sqlite'),
    // One gene-action worker: the work leaves the request thread.
    searchWorkers: 2,
    config: readServerConfig({ INSTITUTION_RANGES: 'Campus=192.0.2.0/24', TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: '1000', GENE_ACTION_RATE_LIMIT: '1000' }),
  });
  await seedDatabase(app.db);
  // preValidation runs after the body is parsed and before every preHandler, the access hook's among them.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === HEAVY_URL) heavyRead();
  });
  app.addHook('onSend', async (request) => {
    answered.push(request.routeOptions.url ?? request.url);
  });
  origin = await listenOnLoopback(app);
  member = await loggedIn(origin, 'student');
  memberParty = ((await (await member.get('/api/auth/profile')).json()) as { partyId: number }).partyId;
}, 60_000);
afterAll(async () => {
  await app?.close();
  temp?.remove();
}, 30_000);

/** The member who pays by units starts afresh: `units` left, nothing read in the last 24 hours. */
const startAfresh = (units: number) => {
  app.db.prepare('DELETE FROM record_reads').run();
  app.db.prepare('UPDATE usage_trackers SET total_units = max(total_units, @units), remaining_units = @units WHERE party_id = @party').run({ units, party: memberParty });
};
/** The member's remaining units, as the profile page reads them. */
const remainingUnits = async () => ((await (await member.get(`${USAGE_URL}?party_id=${memberParty}`)).json()) as { remaining_units: number }).remaining_units;

const datasetLoci = () => app.db.prepare<[], { name: string }>("SELECT name FROM records WHERE type = 'locus' AND name IS NOT NULL").all().map((row) => row.name);

describe('a gene action of a member who pays by units', () => {
  it('leaves GET subscription/status and the usage to be answered while its 10,000 ids are worked on, then charges every locus it read', async () => {
    const loci = datasetLoci();
    const ids = [...loci, ...Array.from({ length: MAX_GENE_LIST - loci.length }, (_, index) => `AT9G${String(index).padStart(5, '0')}`)];
    startAfresh(10_000);
    answered = [];
    const read = new Promise<void>((resolve) => {
      heavyRead = resolve;
    });
    const heavy = member.fetch(HEAVY_URL, { method: 'POST', json: { locusIds: ids, dataset: 'araport11_transcript', format: 'all_models' } });
    await read;

    const [status, usage] = await Promise.all([member.get(STATUS_URL), member.get(`${USAGE_URL}?party_id=${memberParty}`)]);
    const unitsMeanwhile = ((await usage.json()) as { remaining_units: number }).remaining_units;
    const heavyAnswer = await heavy;
    const fasta = await heavyAnswer.text();

    expect(status.status).toBe(200);
    // Nothing is charged before the answer is there: the loci it reads are counted in the worker that reads them.
    expect(unitsMeanwhile).toBe(10_000);
    expect(heavyAnswer.status).toBe(200);
    expect(fasta.match(/^>/gm)?.length).toBeGreaterThan(400);
    // Sent after it, answered before it.
    expect(answered).toHaveLength(3);
    expect(answered.slice(0, 2)).toEqual(expect.arrayContaining([STATUS_URL, USAGE_URL]));
    expect(answered[2]).toBe(HEAVY_URL);
    // Every locus of the dataset was asked for and read, each once; the made-up ids read nothing.
    expect(await remainingUnits()).toBe(10_000 - loci.length);
  }, 60_000);

  it('spends one unit per locus its answer holds, and none for them again the same day', async () => {
    startAfresh(500);
    const search = { keyword_types: ['comp', 'func', 'proc'], searchTerms: [{ search_type: 'locus_name', search_method: 'starts_with', search_input: 'AT1G0' }] };
    const first = await member.post('/api/search/annotation', search);
    expect(first.status).toBe(200);
    const docs = ((await first.json()) as { docs: { locus: { id: string } }[] }).docs;
    const lociInAnswer = new Set(docs.map((doc) => doc.locus.id)).size;
    expect(lociInAnswer).toBeGreaterThan(1);
    expect(await remainingUnits()).toBe(500 - lociInAnswer);

    expect((await member.post('/api/search/annotation', search)).status).toBe(200);
    expect(await remainingUnits()).toBe(500 - lociInAnswer);
  });

  it('is refused whole, with nothing of the answer and nothing spent, when too few units are left', async () => {
    const search = { keyword_types: [], searchTerms: [{ search_type: 'locus_name', search_method: 'starts_with', search_input: 'AT1G010' }] };
    startAfresh(500);
    const served = await member.post('/api/search/annotation', search);
    const lociInAnswer = new Set(((await served.json()) as { docs: { locus: { id: string } }[] }).docs.map((doc) => doc.locus.id));
    expect(lociInAnswer.size).toBeGreaterThan(1);

    startAfresh(1);
    const refused = await member.post('/api/search/annotation', search);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: DETAIL_ACCESS_MESSAGES.member });
    expect(await remainingUnits()).toBe(1);
    // Nothing was recorded as read either: each locus still costs its unit.
    const [one] = lociInAnswer;
    expect((await member.post('/api/search/gene/descriptions', { locusIds: [one] })).status).toBe(200);
    expect(await remainingUnits()).toBe(0);
  });

  it('spends nothing on a subscribed network', async () => {
    startAfresh(5);
    const onCampus = await member.fetch('/api/search/gene/descriptions', { method: 'POST', json: { locusIds: ['AT1G01010'] }, headers: { 'x-forwarded-for': '192.0.2.7' } });
    expect(onCampus.status).toBe(200);
    expect(await remainingUnits()).toBe(5);
  });
});
