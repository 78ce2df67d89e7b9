// @vitest-environment node
// POST /tools-service/patmatch against a real server on a temp database seeded with the demo dataset: searches over
// whole datasets checked against the sequences themselves, the results page, every refusal a 400 naming the field,
// hostile text escaped, the time limit and the bounded queue, each client's share of the service, and searches
// cancelled from their progress page. An accepted search is followed from its 303 to its job's answer.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import { seedRecords } from '../seed';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import { genomicBases } from '../sequences/demoGenome';
import { sourceEntries } from '../sequences/service';
import { allOf, listenOnLoopback, tempDir, type TempDir } from '../testing';
import { sqliteJobStore } from '../tools/jobs/sqlite/jobStore';
import { PatmatchPool, type PatmatchPoolOptions } from '../tools/patmatch/pool';
import type { PatmatchAnswer } from '../tools/patmatch/answer';
import type { SearchOptions } from '../tools/patmatch/search';
import { patmatchToolRoutes } from './patmatchTool';

let temp: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  temp = tempDir();
  app = buildServer({ databaseFile: temp.file('portal.sqlite') });
  seedRecords(app.db);
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  temp?.remove();
});

const FORM = {
  default_db: 'araport11_genomic_locus',
  current_db: 'araport11_genomic_locus',
  seq_class: 'nucleotide',
  pat: 'GATTACA',
  strand: 'both strands',
  maxhits: '75000',
  mismatch: '0',
  min_seq_hits: '1',
  max_seq_hits: '100',
};

const formOf = (fields: Record<string, string | undefined>) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...FORM, ...fields })) if (value !== undefined) form.append(name, value);
  return form.toString();
};

/** Posts the form; a search accepted (303 to its job) is followed to its answer (asked again while it answers 202). */
const post = async (server: FastifyInstance, fields: Record<string, string | undefined>) => {
  const posted = await server.inject({ method: 'POST', url: '/tools-service/patmatch', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formOf(fields) });
  if (posted.statusCode !== 303) return posted;
  let response = posted;
  await vi.waitFor(
    async () => {
      response = await server.inject({ method: 'GET', url: String(posted.headers.location) });
      expect(response.statusCode).not.toBe(202);
    },
    { timeout: 60_000, interval: 25 },
  );
  return response;
};

/** A server with only this route over the same database file, with its own pool settings. */
async function routeOnly(settings: Omit<PatmatchPoolOptions, 'store'>): Promise<FastifyInstance> {
  const server = Fastify();
  const pool = new PatmatchPool({ ...settings, store: { kind: 'sqlite', file: temp.file('portal.sqlite') } });
  server.addHook('onClose', () => pool.close());
  await server.register(patmatchToolRoutes, { pool, jobStore: sqliteJobStore(app.db) });
  await server.ready();
  return server;
}

interface Row {
  name: string;
  href: string | null;
  strand: string | undefined;
  start: number;
  end: number;
  text: string;
}

/** The hit table's rows, read back from the page by their column headers. */
function rows(html: string): Row[] {
  const headers = [...(/<thead>([^]*?)<\/thead>/.exec(html)?.[1] ?? '').matchAll(/<th[^>]*>([^]*?)<\/th>/g)].map(([, label]) => label!);
  const body = /<tbody>([^]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  const plain = (cell: string | undefined) => (cell ?? '').replace(/<[^>]+>/g, '');
  return [...body.matchAll(/<tr>([^]*?)<\/tr>/g)].map(([, row]) => {
    const cells = [...row!.matchAll(/<td[^>]*>([^]*?)<\/td>/g)].map(([, cell]) => cell!);
    const cell = (label: string) => cells[headers.indexOf(label)];
    return {
      name: plain(cell('Sequence')),
      href: /href="([^"]*)"/.exec(cell('Sequence') ?? '')?.[1] ?? null,
      strand: cell('Strand'),
      start: Number(cell('Start')),
      end: Number(cell('End')),
      text: plain(cell('Matched sequence')),
    };
  });
}

/** Non-overlapping occurrences of `word` in `text`, 1-based start and end. */
function occurrences(text: string, word: string): [number, number][] {
  const found: [number, number][] = [];
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) found.push([at + 1, at + word.length]);
  return found;
}

describe('searches over the demo datasets', () => {
  it('finds exactly the places a plain search of every genomic locus sequence finds, linked to the locus pages', async () => {
    const store = sqliteGeneActionStore(app.db);
    const entries = await allOf(sourceEntries(store, 'araport11_genomic_locus'));
    // A 10-base stretch of one locus: at least that hit, and every other occurrence in the dataset.
    const word = entries[3]!.sequence.slice(200, 210);
    const expected = entries.flatMap((entry) => occurrences(entry.sequence, word).map(([start, end]) => `${entry.id}:${start}-${end}`));
    expect(expected).toContain(`${entries[3]!.id}:201-210`);

    const response = await post(app, { pat: word.toLowerCase(), strand: 'Watson' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const found = rows(response.body);
    expect(found.map((row) => `${row.name}:${row.start}-${row.end}`)).toEqual(expected);
    expect(found.every((row) => row.strand === 'Watson' && row.text === word)).toBe(true);
    const [locus] = await store.loci([entries[3]!.id]);
    expect(found.find((row) => row.name === entries[3]!.id)?.href).toBe(`/locus?key=${locus!.key}`);
    expect(response.body).toContain(`${expected.length === 1 ? '1 hit' : `${expected.length} hits`} in`);
    expect(response.body).toContain(`${entries.length} sequences of`);
  });

  it('with one mismatch on both strands: every hit is the sequence at its place, within one edit of the pattern', async () => {
    const store = sqliteGeneActionStore(app.db);
    const entries = new Map((await allOf(sourceEntries(store, 'araport11_genomic_gene_model'))).map((entry) => [entry.id, entry.sequence]));
    const word = [...entries.values()][10]!.slice(300, 310);
    const response = await post(app, { current_db: 'araport11_genomic_gene_model', pat: word, mismatch: '1', substitution: 'on' });
    expect(response.statusCode, response.body).toBe(200);
    const found = rows(response.body);
    expect(found.length).toBeGreaterThan(1);
    expect(new Set(found.map((row) => row.strand))).toEqual(new Set(['Watson', 'Crick']));
    const complement: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A' };
    for (const row of found) {
      const sequence = entries.get(row.name)!;
      const forward = sequence.slice(Math.min(row.start, row.end) - 1, Math.max(row.start, row.end));
      const read = row.strand === 'Watson' ? forward : [...forward].reverse().map((base) => complement[base]).join('');
      expect(row.text, `${row.name} ${row.strand} ${row.start}-${row.end}`).toBe(read);
      expect([...read].filter((base, index) => base !== word[index]).length).toBeLessThanOrEqual(1);
      expect(row.href).toMatch(/^\/gene\?key=\d+$/);
    }
    expect(response.body).toContain('up to 1: substitutions');
  });

  it('searches proteins with peptide classes and links the gene model pages', async () => {
    const response = await post(app, { current_db: 'araport11_protein', seq_class: 'peptide', pat: '<MJX', strand: undefined, maxhits: '25' });
    expect(response.statusCode, response.body).toBe(200);
    const found = rows(response.body);
    expect(found.length).toBeGreaterThan(0);
    // Each hit is at the start of a protein (<), M then a hydrophobic residue (J) then any (X).
    expect(found.every((row) => row.start === 1 && row.end === 3 && /^M[IFVLWMAGCY].$/.test(row.text))).toBe(true);
    expect(response.body).not.toContain('<th scope="col">Strand</th>');
    expect(response.body).toMatch(/<a href="\/gene\?key=\d+">AT\dG\d{5}\.\d+<\/a>/);
  });

  it("says 'No hits found' when nothing matches", async () => {
    const response = await post(app, { current_db: 'araport11_protein', seq_class: 'peptide', pat: 'WWWWWWWWWWWWWWWWWWWW' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>No hits found</p>');
    expect(response.body).not.toContain('<table>');
  });

  it('searches the chromosomes of the demo genome', { timeout: 90_000 }, async () => {
    // A time limit a loaded machine cannot reach while it reads and searches the genome: the whole of it is searched.
    const server = await routeOnly({ searchTimeLimitMs: 80_000 });
    try {
      const word = genomicBases('C', 5001, 5016);
      const response = await post(server, { current_db: 'genome', pat: word, strand: 'Watson' });
      expect(response.statusCode, response.body).toBe(200);
      expect(rows(response.body).map((row) => `${row.name}:${row.start}-${row.end}`)).toContain('chrC:5001-5016');
    } finally {
      await server.close();
    }
  });
});

describe('the page', () => {
  it('carries its style under the nonce its Content-Security-Policy allows, and summarises the query', async () => {
    const response = await post(app, { pat: 'GATTACA', mismatch: '2', insertion: 'on', deletion: 'on' });
    expect(response.statusCode).toBe(200);
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(response.body).not.toMatch(/ style="/);
    for (const text of ['Araport11 genomic locus sequences', 'both strands', 'up to 2: insertions, deletions', '1 to 100', '75,000']) expect(response.body).toContain(text);
  });

  it('ticks all three kinds when mismatch is above 0 and none is ticked, as the form does', async () => {
    const response = await post(app, { mismatch: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('up to 1: substitutions, insertions, deletions');
  });

  it('says when the maximum number of hits cut the list', async () => {
    const response = await post(app, { pat: 'AAA', maxhits: '25' });
    expect(response.statusCode).toBe(200);
    expect(rows(response.body)).toHaveLength(25);
    expect(response.body).toContain('The list stops at 25 hits, the maximum chosen; the database may hold more.');
  });
});

describe('bad input: a 400 page naming the field', () => {
  it.each([
    [{ current_db: undefined, default_db: undefined }, 'current_db'],
    [{ current_db: 'swissprot' }, 'There is no sequence database &#39;swissprot&#39; (current_db).'],
    [{ seq_class: 'peptide' }, 'A peptide pattern (seq_class) cannot search Araport11 genomic locus sequences, which holds nucleotide sequences.'],
    [{ seq_class: 'rna' }, 'seq_class'],
    [{ pat: '' }, 'Enter a pattern (pat).'],
    [{ pat: 'GA' }, 'Pattern (pat): The pattern must be at least 3 residues long; this one can match 2 residues.'],
    [{ pat: 'GAT[C' }, "Pattern (pat): The set opened by &#39;[&#39; at position 4 is not closed with &#39;]&#39;."],
    [{ pat: 'GATJ' }, 'Pattern (pat): The pattern has &#39;J&#39; at position 4, which is not a nucleotide code.'],
    [{ pat: 'GATA{2,}', mismatch: '1' }, 'Pattern (pat): With mismatches, every repeat needs an upper bound'],
    [{ strand: 'forward' }, 'The strand (strand) must be &#39;Watson&#39;, &#39;Crick&#39; or &#39;both strands&#39;'],
    [{ maxhits: '30' }, 'The maximum number of hits (maxhits) must be one of 25, 50, 100, 200, 500, 1000, 75000, 100000, 150000, 200000, 250000'],
    [{ mismatch: '4' }, 'The number of mismatches (mismatch) must be a whole number from 0 to 3'],
    [{ mismatch: '1.5' }, '(mismatch)'],
    [{ min_seq_hits: '0' }, 'The minimum hits per sequence (min_seq_hits) must be a whole number from 1 to 99999'],
    [{ max_seq_hits: '100000' }, 'The maximum hits per sequence (max_seq_hits) must be a whole number from 1 to 99999'],
    [{ min_seq_hits: '20', max_seq_hits: '10' }, 'The minimum hits per sequence (min_seq_hits, 20) is larger than the maximum (max_seq_hits, 10).'],
    [{ insertion: 'yes' }, '(insertion)'],
  ])('%j', async (fields, sentence) => {
    const response = await post(app, fields);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<p class="problem">');
    expect(response.body).toContain(sentence);
  });

  it('escapes hostile text it repeats', async () => {
    const response = await post(app, { current_db: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a body that is not a form', async () => {
    const response = await app.inject({ method: 'POST', url: '/tools-service/patmatch', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The search form was not sent');
  });
});

describe('limits of the service', () => {
  // Every stretch is tried in ~1000³ ways before the last position, which no base can fill, fails it: one run of
  // the regular expression engine that never ends, so the worker cannot stop itself.
  const STUCK = 'N{1,1000}N{1,1000}N{1,1000}[^ACGT]';
  // With 3 mismatches, seconds of work over the genomic loci, checking the time and the stop flag as it goes.
  const SLOW = 'GATN{0,40}TACA';
  const [CLIENT_A, CLIENT_B, CLIENT_C] = ['192.0.2.10', '198.51.100.20', '203.0.113.30'];
  const until = (condition: () => void | Promise<void>, timeout = 30_000) => vi.waitFor(condition, { timeout, interval: 20 });

  /** The real pool, noting how each search ended: 'finished', or the name of the error it ended with. */
  class WatchedPool extends PatmatchPool {
    readonly endings: string[] = [];

    override search(datasetId: string, options: SearchOptions, cancel?: { signal?: AbortSignal }): Promise<PatmatchAnswer> {
      return super.search(datasetId, options, cancel).then(
        (result) => (this.endings.push('finished'), result),
        (error: Error) => {
          this.endings.push(error.name);
          throw error;
        },
      );
    }
  }

  /**
   * The route alone on loopback over the test database, with a pool of these settings the test watches; it trusts
   * 127.0.0.1 as a proxy, so X-Forwarded-For names the client.
   */
  async function listeningRoute(settings: Omit<PatmatchPoolOptions, 'store'>) {
    const pool = new WatchedPool({ ...settings, store: { kind: 'sqlite', file: temp.file('portal.sqlite') } });
    // Closing ends the test client's kept-alive connections too, rather than waiting for it to drop them.
    const server = Fastify({ trustProxy: '127.0.0.1', forceCloseConnections: true });
    await server.register(patmatchToolRoutes, { pool, jobStore: sqliteJobStore(app.db) });
    const origin = await listenOnLoopback(server);
    const locations: Promise<string>[] = [];
    /**
     * Posts the form with these fields as the client at `client`; `response` is the post's answer, or for a search
     * accepted its job's answer once it has one; cancel() presses the progress page's button.
     */
    const send = (fields: Record<string, string | undefined>, client: string) => {
      const posted = fetch(`${origin}/tools-service/patmatch`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
        body: formOf(fields),
        redirect: 'manual',
      });
      const location = posted.then((answer) => answer.headers.get('location') ?? '');
      locations.push(location);
      const response = posted.then(async (answer) => {
        if (answer.status !== 303) return { status: answer.status, body: await answer.text() };
        let page = { status: 202, body: '' };
        await until(async () => {
          const next = await fetch(`${origin}${answer.headers.get('location')}`);
          page = { status: next.status, body: await next.text() };
          expect(page.status).not.toBe(202);
        }, 60_000);
        return page;
      });
      response.catch(() => undefined);
      const cancel = async () => {
        await fetch(`${origin}${await location}/cancel`, { method: 'POST', redirect: 'manual' });
      };
      return { response, cancel };
    };
    const close = async () => {
      for (const location of locations) {
        const address = await location;
        if (address) await fetch(`${origin}${address}/cancel`, { method: 'POST', redirect: 'manual' });
      }
      await until(() => expect(pool.load).toMatchObject({ busy: 0, waiting: 0 }));
      await server.close();
      await pool.close();
    };
    return { pool, send, close };
  }

  it('stops a search at the time limit and says so, listing what it found by then', async () => {
    const server = await routeOnly({ searchTimeLimitMs: 0 });
    try {
      const response = await post(server, {});
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('The search stopped after 0 seconds, before every sequence was read; the hits found by then are listed.');
    } finally {
      await server.close();
    }
  });

  it('ends a search that cannot stop itself, with its worker, and the next search runs on a new one', { timeout: 60_000 }, async () => {
    const route = await listeningRoute({ threads: 1, searchTimeLimitMs: 2_000, stopGraceMs: 100 });
    try {
      // The worker reads the dataset first, so that the time runs out in the search itself.
      await route.send({}, CLIENT_A).response;
      await until(() => expect(route.pool.idleWorkersHolding(FORM.current_db)).toBe(1));
      const response = await route.send({ pat: STUCK }, CLIENT_A).response;
      expect(response.status).toBe(503);
      expect(response.body).toContain('The pattern search took too long and was stopped.');
      expect(route.pool.load.workers).toBe(0);
      expect((await route.send({}, CLIENT_A).response).status).toBe(200);
      expect(route.pool.load.workers).toBe(1);
    } finally {
      await route.close();
    }
  });

  it('holds the time limit on the whole genome with N{1,1000}A{1,1000}N{1,1000}T, reading the genome included', { timeout: 120_000 }, async () => {
    const route = await listeningRoute({ threads: 1, searchTimeLimitMs: 50, stopGraceMs: 400 });
    const genomeSearch = { current_db: 'genome', pat: 'N{1,1000}A{1,1000}N{1,1000}T', maxhits: '250000', max_seq_hits: '99999' };
    try {
      // The time runs out while the worker reads the genome: the answer comes then, and the worker reads on.
      const first = await route.send(genomeSearch, CLIENT_A).response;
      expect(first.status).toBe(503);
      expect(first.body).toContain('The pattern search took too long and was stopped.');
      await until(() => expect(route.pool.idleWorkersHolding('genome')).toBe(1), 100_000);
      // With the genome in memory, the search stops itself at the limit, inside a chromosome if need be.
      const second = await route.send(genomeSearch, CLIENT_A).response;
      expect(second.status, second.body).toBe(200);
      expect(second.body).toContain('The search stopped after 0 seconds, before every sequence was read; the hits found by then are listed.');
      expect(route.pool.load).toEqual({ workers: 1, busy: 0, waiting: 0 });
    } finally {
      await route.close();
    }
  });

  it("refuses a client's third search, naming the limit, while another client's search is accepted", { timeout: 60_000 }, async () => {
    const route = await listeningRoute({ threads: 1, waiting: 8, searchTimeLimitMs: 60_000 });
    try {
      route.send({ pat: SLOW, mismatch: '3' }, CLIENT_A);
      await until(() => expect(route.pool.load.busy).toBe(1));
      route.send({ pat: SLOW, mismatch: '3' }, CLIENT_A);
      await until(() => expect(route.pool.load.waiting).toBe(1));
      const third = await route.send({}, CLIENT_A).response;
      expect(third.status).toBe(429);
      expect(third.body).toContain('This address already has 2 searches queued or running, the most one address may have at once.');
      route.send({}, CLIENT_B);
      await until(() => expect(route.pool.load.waiting).toBe(2));
    } finally {
      await route.close();
    }
    // Every search the pool took was cancelled (the third never reached it).
    expect(route.pool.endings).toEqual(['AbortError', 'AbortError', 'AbortError']);
  });

  it('cancelled searches: a waiting one leaves the queue, a running one stops and its worker keeps its dataset', { timeout: 60_000 }, async () => {
    const route = await listeningRoute({ threads: 1, waiting: 1, searchTimeLimitMs: 60_000 });
    try {
      expect((await route.send({}, CLIENT_A).response).status).toBe(200);
      const running = route.send({ pat: SLOW, mismatch: '3' }, CLIENT_A);
      await until(() => expect(route.pool.load.busy).toBe(1));
      const waiting = route.send({}, CLIENT_B);
      await until(() => expect(route.pool.load.waiting).toBe(1));
      await waiting.cancel();
      await until(() => expect(route.pool.endings).toEqual(['finished', 'AbortError']));
      expect(route.pool.load.waiting).toBe(0);
      expect((await waiting.response).body).toContain('The search was cancelled before it ended.');
      await running.cancel();
      await until(() => expect(route.pool.load.busy).toBe(0));
      expect(route.pool.endings).toEqual(['finished', 'AbortError', 'AbortError']);
      expect(route.pool.load.workers).toBe(1);
      expect(route.pool.idleWorkersHolding(FORM.current_db)).toBe(1);
      const next = await route.send({}, CLIENT_C).response;
      expect(next.status).toBe(200);
    } finally {
      await route.close();
    }
  });

  it('ends the worker of a search that cannot stop itself when it is cancelled, and the next client runs at once', { timeout: 60_000 }, async () => {
    const route = await listeningRoute({ threads: 1, waiting: 0, searchTimeLimitMs: 60_000, stopGraceMs: 100 });
    try {
      expect((await route.send({}, CLIENT_A).response).status).toBe(200);
      const stuck = route.send({ pat: STUCK }, CLIENT_A);
      // Cancelled before its worker first looks at the stop flag, the search would stop itself: the cancel waits
      // until the search runs, which it does in one run of the engine that never ends.
      await until(() => expect(route.pool.searching).toBe(1));
      await stuck.cancel();
      await until(() => expect(route.pool.load).toEqual({ workers: 0, busy: 0, waiting: 0 }));
      expect(route.pool.endings).toEqual(['finished', 'AbortError']);
      // No search may wait here: the next one is answered only because a worker is free.
      const next = await route.send({}, CLIENT_B).response;
      expect(next.status, next.body).toBe(200);
    } finally {
      await route.close();
    }
  });

  it('refuses a search beyond the queue with 503 and a sentence, and serves the next one', async () => {
    const server = await routeOnly({ threads: 1, waiting: 0 });
    try {
      const [first, second] = await Promise.all([post(server, {}), post(server, {})]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(503);
      expect(second.body).toContain('The pattern search service is busy with other searches; please try again in a minute.');
      expect((await post(server, {})).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
