// @vitest-environment node
// The BLAST tools service against a temp database seeded with the demo dataset, with BLAST+ really run: hits found
// where they must be, every refusal a 400 page naming the problem, hostile text escaped, TEXT replies, and the
// pages for a missing BLAST+ and a full queue; each search's address (303, progress, results, expiry, unknown
// addresses), each client's share of unfinished searches, and cancelling. The databases are built once for the whole file.
import Fastify, { type FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import { seedRecords } from '../seed';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import { translate } from '../sequences/nucleotides';
import { sequenceEntries, sourceEntries } from '../sequences/service';
import type { SequenceSourceId } from '../../contracts/sequences/sources';
import { allOf, blastToolStores, listenOnLoopback, tempDir, type TempDir } from '../testing';
import { RunQueue } from '../workerThreads/runQueue';
import { blastToolRoutes } from './blastTool';

let temp: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  temp = tempDir();
  app = buildServer({ databaseFile: temp.file('portal.sqlite') });
  seedRecords(app.db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  temp?.remove();
});

const sequenceOf = async (id: string, source: SequenceSourceId) => {
  const [entry] = await sequenceEntries(sqliteGeneActionStore(app.db), { ids: { kind: 'gene', values: [id] }, source, format: 'query_match' });
  if (!entry) throw new Error(`no ${source} sequence for ${id}`);
  return entry.sequence;
};

const post = (fields: Record<string, string>, server = app) =>
  server.inject({
    method: 'POST',
    url: '/tools-service/blast',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The job's address once it has ended: its answer (asked again while it answers 202, the progress page). */
async function ended(location: string, server = app) {
  let response = await server.inject({ method: 'GET', url: location });
  await vi.waitFor(
    async () => {
      response = await server.inject({ method: 'GET', url: location });
      expect(response.statusCode).not.toBe(202);
    },
    { timeout: 60_000, interval: 25 },
  );
  return response;
}

/** Posts the form; a search accepted (303 to its job) is followed to its answer, a refusal is the post's answer. */
async function blast(fields: Record<string, string>, server = app) {
  const response = await post(fields, server);
  return response.statusCode === 303 ? ended(String(response.headers.location), server) : response;
}

/** The hit ids of the hit table, in order. */
const hitIds = (html: string) => [...html.matchAll(/<tr>\n<td class="number">\d+<\/td>\n<td>(?:<a href="[^"]*">)?([^<\s]+)/g)].map((match) => match[1]);
const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The first sentence of a problem page, as the researcher reads it. */
const problem = (html: string) => unescape(/<div class="problem" role="alert">\n<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '');

// One codon per amino acid: a nucleotide query whose forward translation is the protein.
const CODON: Readonly<Record<string, string>> = {
  A: 'GCT', R: 'CGT', N: 'AAT', D: 'GAT', C: 'TGT', Q: 'CAA', E: 'GAA', G: 'GGT', H: 'CAT', I: 'ATT',
  L: 'CTT', K: 'AAA', M: 'ATG', F: 'TTT', P: 'CCT', S: 'TCT', T: 'ACT', W: 'TGG', Y: 'TAT', V: 'GTT',
};
const backTranslate = (protein: string) => [...protein].map((residue) => CODON[residue] ?? 'NNN').join('');

describe('BLAST searches that find their source', () => {
  it('blastn of a transcript fragment lists its gene model first, linked to the gene and locus pages, with the alignment', async () => {
    const fragment = (await sequenceOf('AT1G01010.1', 'araport11_transcript')).slice(200, 700);
    const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: `>fragment of NAC001\n${fragment}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(hitIds(response.body)[0]).toBe('AT1G01010.1');
    const [locus] = await sqliteGeneActionStore(app.db).loci(['AT1G01010']);
    const [gene] = await sqliteGeneActionStore(app.db).genes(['AT1G01010.1']);
    expect(response.body).toContain(`<a href="/gene?key=${gene!.key}">AT1G01010.1</a>`);
    expect(response.body).toContain(`<a href="/locus?key=${locus!.key}">AT1G01010</a>`);
    expect(response.body).toContain('NAC domain containing protein 1');
    expect(response.body).toContain('Identities = 500/500 (100%)');
    expect(response.body).toMatch(/Query {2}1 {4}[ACGT]{60} {2}60/);
    expect(response.body).toContain('Sbjct  201');
    expect(response.body).toContain('<dt>Dataset</dt><dd>Araport11 transcripts (');
  });

  it("blastp of a protein page's sequence finds that protein first (Send to BLAST from a protein page)", async () => {
    const protein = app.db.prepare("SELECT json_extract(body, '$.sequence') AS sequence FROM records WHERE type = 'protein' AND name = 'AT1G01010.1'").get() as
      | { sequence: string }
      | undefined;
    const residues = protein?.sequence ?? (await sequenceOf('AT1G01010.1', 'araport11_protein'));
    for (const dataset of ['araport11_protein', 'tair10_protein']) {
      const response = await blast({ algorithm: 'blastp', BlastTargetSet: dataset, Matrix: 'blosum62', QueryText: residues });
      expect(response.statusCode, response.body).toBe(200);
      expect(hitIds(response.body)[0]).toBe('AT1G01010.1');
      expect(response.body).toMatch(/<td class="number">100%<\/td>/);
    }
  });

  it('every protein record is in the protein datasets exactly as its page shows it', async () => {
    const rows = app.db.prepare("SELECT json_extract(body, '$.sequence') AS sequence FROM records WHERE type = 'protein'").all() as { sequence: string | null }[];
    const store = sqliteGeneActionStore(app.db);
    const inDataset = new Set((await allOf(sourceEntries(store, 'araport11_protein'))).map((entry) => entry.sequence));
    const shown = rows.flatMap((row) => row.sequence ?? []);
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.filter((sequence) => !inDataset.has(sequence))).toEqual([]);
  });

  it('blastx of a nucleotide query encoding a protein finds that protein; tblastn of a translated CDS finds its gene model', async () => {
    const protein = (await sequenceOf('AT1G01010.1', 'araport11_protein')).slice(0, 150);
    const blastx = await blast({ algorithm: 'blastx', BlastTargetSet: 'araport11_protein', QueryText: backTranslate(protein), QueryGeneticCode: '1' });
    expect(blastx.statusCode, blastx.body).toBe(200);
    expect(hitIds(blastx.body)[0]).toBe('AT1G01010.1');
    expect(blastx.body).toContain('Frame = query +1');

    const translated = translate((await sequenceOf('AT1G01010.1', 'araport11_coding'))).replace(/\*/g, 'X').slice(0, 200);
    const tblastn = await blast({ algorithm: 'tblastn', BlastTargetSet: 'araport11_coding', Matrix: 'blosum62', QueryText: translated });
    expect(tblastn.statusCode, tblastn.body).toBe(200);
    expect(hitIds(tblastn.body)[0]).toBe('AT1G01010.1');
    expect(tblastn.body).toContain('Frame = subject +1');
  });

  it('tblastx runs, translating both sides, with the genetic code asked for', async () => {
    const fragment = (await sequenceOf('AT1G01010.1', 'araport11_transcript')).slice(300, 600);
    const response = await blast({ algorithm: 'tblastx', BlastTargetSet: 'araport11_transcript', QueryText: fragment, QueryGeneticCode: '11' });
    expect(response.statusCode, response.body).toBe(200);
    expect(hitIds(response.body)[0]).toBe('AT1G01010.1');
    expect(response.body).toContain('<dt>Query genetic code</dt><dd>11</dd>');
    expect(response.body).toContain('no (tblastx is always ungapped)');
  });

  it("the 'locus' query option searches with the sequence of the ids entered", async () => {
    const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', textbox: 'locus', QueryText: 'at1g01010\n' });
    expect(response.statusCode, response.body).toBe(200);
    expect(hitIds(response.body)[0]).toBe('AT1G01010.1');
    expect(response.body).toContain('(sequences of the ids entered)');
  });

  it("says 'No hits found' when nothing matches, and runs ungapped when asked", async () => {
    const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: 'ACGTTGCATGCAAGTCCGATGGATCCAGTA', Expectation: '0.0001', GappedAlignment: 'F' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('<strong>No hits found</strong>');
    expect(response.body).toContain('<dt>Gapped alignment</dt><dd>no</dd>');
    const protein = await blast({ algorithm: 'blastp', BlastTargetSet: 'araport11_protein', QueryText: (await sequenceOf('AT1G01010.1', 'araport11_protein')), GappedAlignment: 'F' });
    expect(hitIds(protein.body)[0]).toBe('AT1G01010.1');
  });

  it('built each database once, under the data directory', () => {
    const built = readdirSync(path.join(temp.dir, 'blast-databases'));
    expect(built.filter((name) => name.startsWith('araport11_transcript-'))).toHaveLength(1);
    expect(built.some((name) => name.startsWith('.build-'))).toBe(false);
  });
});

describe('replies', () => {
  it('ReplyFormat TEXT answers BLAST+ pairwise text as text/plain, headed by the search settings', async () => {
    const fragment = (await sequenceOf('AT1G01010.1', 'araport11_transcript')).slice(0, 300);
    const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: fragment, ReplyFormat: 'TEXT', Comment: 'run 7' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Comment: run 7');
    expect(response.body).toContain('Sequences producing significant alignments');
    expect(response.body).toMatch(/\nAT1G01010\.1 \| Symbols: NAC001/);
    expect(response.body).not.toContain('<');
  });

  it('EMAIL-MESSAGE shows the results and says that no mail is sent', async () => {
    const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_3utr', QueryText: (await sequenceOf('AT1G01010.1', 'araport11_3utr')), ReplyVia: 'EMAIL-MESSAGE', ReplyTo: 'me@example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('This server does not send e-mail: the results are shown here instead. Nothing was sent to me@example.org.');
    expect(hitIds(response.body)[0]).toBe('AT1G01010.1');
  });

  it('escapes hostile text from the query title and the comment, and styles the page with the nonce its policy allows', async () => {
    const response = await blast({
      algorithm: 'blastn',
      BlastTargetSet: 'araport11_transcript',
      QueryText: `><script>alert(1)</script>\n${(await sequenceOf('AT1G01010.1', 'araport11_transcript')).slice(0, 100)}`,
      Comment: '<img src=x onerror=alert(2)>"',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toMatch(/<script|<img/);
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).toContain('&lt;img src=x onerror=alert(2)&gt;&quot;');
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});

describe('refusals: a 400 page naming the problem', () => {
  const nucleotides = 'ACGTTGCATGCAAGTCCGATGGATCCAGTA';
  const cases: [string, Record<string, string>, RegExp][] = [
    ['an empty query', { QueryText: '  \n ' }, /the query is empty/],
    ['a FASTA record without residues', { QueryText: '>one\nACGT\n>two\n' }, /Sequence 2 \(two\) has no residues/],
    ['text that is not a sequence', { QueryText: 'ACGT; DROP TABLE records' }, /is not a sequence: it contains ";"/],
    ['a protein for blastn', { QueryText: 'MEDQVGFGFRPNDEELVGHYLRNKIEGNTSRDVEVAISEV' }, /not a nucleotide sequence .*blastn needs a nucleotide query/],
    ['a nucleotide sequence for blastp', { algorithm: 'blastp', BlastTargetSet: 'araport11_protein', QueryText: nucleotides }, /looks like a nucleotide sequence .*blastp needs a protein query/],
    ['a query over the limit', { QueryText: 'A'.repeat(20_001) }, /The query is too long: 20,001 residues; the limit is 20,000 residues\./],
    ['an unknown dataset', { BlastTargetSet: 'mouse_genome', QueryText: nucleotides }, /There is no dataset "mouse_genome" to search/],
    ['a protein dataset for blastn', { BlastTargetSet: 'araport11_protein', QueryText: nucleotides }, /blastn searches nucleotide datasets, and Araport11 protein sequences is a protein dataset/],
    ['a nucleotide dataset for blastx', { algorithm: 'blastx', BlastTargetSet: 'genome', QueryText: nucleotides }, /blastx searches protein datasets/],
    ['an unknown program', { algorithm: 'megablast', QueryText: nucleotides }, /algorithm must be one of blastn, blastp, blastx, tblastn, tblastx, not "megablast"/],
    ['an unknown matrix', { algorithm: 'blastp', BlastTargetSet: 'araport11_protein', Matrix: 'blosum100', QueryText: 'MEDQVGFGFRPNDEEL' }, /Matrix must be one of blosum45/],
    ['MaxScores of 0', { MaxScores: '0', QueryText: nucleotides }, /MaxScores must be a whole number from 1 to 1000, not "0"/],
    ['an Expectation that is not a number', { Expectation: 'ten', QueryText: nucleotides }, /Expectation must be a number from 1e-300 to 1000, not "ten"/],
    ['a word size blastn cannot use', { WordSize: '3', QueryText: nucleotides }, /WordSize must be 0 \(use default\) or from 4 to 64, not "3"/],
    ['a genetic code BLAST does not offer here', { algorithm: 'blastx', BlastTargetSet: 'araport11_protein', QueryGeneticCode: '7', QueryText: nucleotides }, /QueryGeneticCode must be one of the genetic codes 1, 2, 3, 4, 5, 6, 9/],
    ['a positive mismatch score', { NucleicMismatch: '2', QueryText: nucleotides }, /NucleicMismatch must be a whole number from -10 to -1, not "2"/],
    ['an id that is not an AGI code', { textbox: 'locus', QueryText: 'AT1G01010 NAC001' }, /"NAC001" is not an AGI locus or gene id/],
    ['an AGI code the dataset does not hold', { textbox: 'locus', QueryText: 'AT5G99990' }, /have no sequence for AT5G99990/],
    ['gap costs the matrix does not support', { algorithm: 'blastp', BlastTargetSet: 'araport11_protein', Matrix: 'pam30', OpenPenalty: '1', ExtendPenalty: '1', QueryText: 'MEDQVGFGFRPNDEELVGHYLRNKIEGNTSRDVEVAISEV' }, /BLAST\+ did not accept these settings: .*Gap existence and extension values of 1 and 1 not supported for PAM30/],
  ];
  it.each(cases)('%s', async (_name, fields, message) => {
    const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(problem(response.body)).toMatch(message);
  });

  it('answers a refusal in text when the TEXT reply was asked for', async () => {
    const response = await blast({ algorithm: 'blastn', QueryText: '', ReplyFormat: 'TEXT' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('the query is empty');
  });
});

describe('when BLAST+ cannot run', () => {
  it('names the command that installs BLAST+ when it is not where BLAST_BIN_DIR points (503)', async () => {
    const before = process.env.BLAST_BIN_DIR;
    process.env.BLAST_BIN_DIR = temp.file('no-blast-here');
    const server = buildServer({ databaseFile: temp.file('other.sqlite') });
    try {
      await server.ready();
      const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: 'ACGTTGCATGCAAGTCCGATGG' }, server);
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('BLAST+ is not installed on this server, so the search cannot run.');
      expect(response.body).toContain('Install it with: sudo apt-get install ncbi-blast+');
    } finally {
      if (before === undefined) delete process.env.BLAST_BIN_DIR;
      else process.env.BLAST_BIN_DIR = before;
      await server.close();
    }
  });

  it('tells the researcher to come back when the queue is full (503)', async () => {
    const server = Fastify();
    await server.register(blastToolRoutes, { ...blastToolStores(app.db), dataDir: temp.dir, queue: new RunQueue(0, 0) });
    const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: 'ACGTTGCATGCAAGTCCGATGG' }, server);
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Too many BLAST searches are running or waiting right now.');
    await server.close();
  });
});

describe('the results page', () => {
  it('draws where each hit aligns on the query before the hit table, and gives the parameters after the hits', async () => {
    const fragment = (await sequenceOf('AT1G01010.1', 'araport11_transcript')).slice(200, 700);
    const response = await blast({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: fragment, Expectation: '1000', QueryFilter: 'F' });
    const page = response.body;
    const svg = /<svg role="group" aria-labelledby="q1-overview-title" aria-describedby="q1-overview-desc"[\s\S]*?<\/svg>/.exec(page)?.[0] ?? '';
    expect(svg).toContain('<title id="q1-overview-title">Where the hits of query 1 align</title>');
    const bars = [...svg.matchAll(/<(?:a href="#(q1-hit\d+)"|g)><title>(\d+)\. (\S+): score ([\d.]+) bits/g)];
    expect(bars.map((bar) => bar[3])).toEqual(hitIds(page).slice(0, 50));
    expect(bars[0]?.[1]).toBe('q1-hit1');
    // The top hit, 500 identical bases, scores over 200 bits: NCBI's red; it spans the whole query.
    expect(svg).toMatch(/<a href="#q1-hit1"><title>1\. AT1G01010\.1: score [\d.]+ bits, E-value 0\.0, query 1-500<\/title><rect x="10\.0" y="\d+" width="780\.0" height="8" fill="#d62728"\/>/);
    expect(page.indexOf('<svg')).toBeLessThan(page.indexOf('<table>'));
    expect(page.indexOf('<table>')).toBeLessThan(page.indexOf('<h2>Parameters</h2>'));
    expect(page.indexOf('<h3>Alignments</h3>')).toBeLessThan(page.indexOf('<h2>Parameters</h2>'));
  });

  it("says plainly when the default 3' UTRs hold no hit with E below 0.01, and reruns the same search over the transcripts or the genome in one click", async () => {
    // Most of a coding sequence: not in any 3' UTR, but in its transcript and the genome.
    const query = (await sequenceOf('AT1G01010.1', 'araport11_coding')).slice(0, 400);
    const fields = { algorithm: 'blastn', BlastTargetSet: 'araport11_3utr', QueryText: query, Comment: 'first try' };
    const page = (await blast(fields)).body;
    expect(page).toContain('<h2 id="no-strong-hit">No hit with an E-value below 0.01</h2>');
    expect(unescape(page)).toContain("Nothing in Araport11 3' UTR sequences matches this query better than chance would.");
    const offers = [...page.matchAll(/<form method="post" action="\/tools-service\/blast">([\s\S]*?)<button type="submit">([^<]*)<\/button><\/form>/g)].map((form) => ({
      fields: Object.fromEntries([...form[1]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((input) => [input[1]!, unescape(input[2]!)])),
      button: form[2],
    }));
    expect(offers.map((offer) => offer.button)).toEqual(['Search Araport11 transcripts with the same query', 'Search Araport11 genome (chromosomes) with the same query']);
    expect(offers.map((offer) => offer.fields)).toEqual([
      { ...fields, BlastTargetSet: 'araport11_transcript' },
      { ...fields, BlastTargetSet: 'genome' },
    ]);
    const rerun = await blast(offers[0]!.fields);
    expect(rerun.statusCode).toBe(200);
    expect(hitIds(rerun.body)[0]).toBe('AT1G01010.1');
    expect(rerun.body).not.toContain('No hit with an E-value below');
  });
});

describe('a search has an address', () => {
  const fields = async () => ({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: (await sequenceOf('AT1G01010.1', 'araport11_transcript')).slice(0, 300) });

  it('the post answers 303 to the job; the address shows the results, again on every reload, with links back and the expiry', async () => {
    const posted = await post(await fields());
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    expect(location).toMatch(/^\/tools-service\/blast\/[A-Za-z0-9_-]{22}$/);
    const first = await ended(location);
    expect(first.statusCode).toBe(200);
    expect(hitIds(first.body)[0]).toBe('AT1G01010.1');
    expect(first.body).toMatch(/These results are kept until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    const backToForm = unescape(/<a href="([^"]*)">Back to the BLAST form, with this search filled in<\/a>/.exec(first.body)?.[1] ?? '');
    const prefill = new URL(backToForm, 'http://portal.invalid');
    expect(prefill.pathname).toBe('/tools/blast');
    expect(Object.fromEntries(prefill.searchParams)).toEqual({ algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', sequence: (await fields()).QueryText });
    expect(first.body).toContain('<a href="/">TAIR home</a>');
    const again = await app.inject({ method: 'GET', url: location });
    expect(again.statusCode).toBe(200);
    expect(hitIds(again.body)).toEqual(hitIds(first.body));
  });

  it('shows a progress page that reloads itself while the search waits its turn', { timeout: 30_000 }, async () => {
    const server = Fastify();
    const queue = new RunQueue(0, 8);
    await server.register(blastToolRoutes, { ...blastToolStores(app.db), dataDir: temp.dir, queue });
    try {
      const posted = await post(await fields(), server);
      const progress = await server.inject({ method: 'GET', url: String(posted.headers.location) });
      expect(progress.statusCode).toBe(202);
      expect(progress.headers['cache-control']).toBe('no-store');
      expect(progress.body).toContain('<meta http-equiv="refresh" content="2">');
      expect(progress.body).toMatch(/<h1>BLAST search queued<\/h1>\n<p role="status">Queued for \d+ s: waiting for a free place to run\.<\/p>/);
      expect(progress.body).not.toContain('<script');
    } finally {
      await queue.close(0);
      await server.close();
    }
  });

  it('answers 404 with a link to the form for an unknown address and for an expired job', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/tools-service/blast/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('There are no BLAST results at this address.');
    expect(unknown.body).toContain('<a href="/tools/blast">Go to the BLAST form</a>');

    const location = String((await post(await fields())).headers.location);
    expect((await ended(location)).statusCode).toBe(200);
    app.db.prepare('UPDATE tool_jobs SET expires_at = ? WHERE id = ?').run(new Date(Date.now() - 1000).toISOString(), location.split('/').pop());
    expect((await app.inject({ method: 'GET', url: location })).statusCode).toBe(404);
    // The next post clears expired jobs away.
    await ended(String((await post(await fields())).headers.location));
    expect(app.db.prepare('SELECT count(*) AS count FROM tool_jobs WHERE id = ?').get(location.split('/').pop())).toEqual({ count: 0 });
  });

  it('ends with a page saying so a search that a stopped server left unfinished', async () => {
    const id = 'unfinishedbyrestart000'.padEnd(22, '0');
    const now = Date.now();
    app.db
      .prepare("INSERT INTO tool_jobs (id, tool, client, params, state, created_at, expires_at) VALUES (?, 'blast', '192.0.2.1', '{}', 'running', ?, ?)")
      .run(id, new Date(now).toISOString(), new Date(now + 60_000).toISOString());
    const restarted = Fastify();
    await restarted.register(blastToolRoutes, { ...blastToolStores(app.db), dataDir: temp.dir });
    try {
      const page = await restarted.inject({ method: 'GET', url: `/tools-service/blast/${id}` });
      expect(page.statusCode).toBe(500);
      expect(page.body).toContain('The server stopped or failed before this search ended, so it has no results.');
    } finally {
      await restarted.close();
    }
  });

  it('answers a TEXT search at its address as text/plain', async () => {
    const response = await blast({ ...(await fields()), ReplyFormat: 'TEXT' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Sequences producing significant alignments');
  });
});

describe('one client cannot shut the others out', () => {
  const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
  const shortSearch = { algorithm: 'blastn', BlastTargetSet: 'araport11_transcript', QueryText: 'ACGTTGCATGCAAGTCCGATGGATCCAGTA' };
  // 20,000 random A and T, unfiltered, word size 4, E 1000: blastn works on it for tens of seconds, long enough to be
  // cancelled while it runs (and it runs only until then).
  let seed = 7;
  const randomBase = () => 'AT'[Math.floor((seed = (seed * 1103515245 + 12345) % 2147483648) / 1073741824)];
  const slowSearch = { ...shortSearch, QueryText: Array.from({ length: 20_000 }, randomBase).join(''), QueryFilter: 'F', WordSize: '4', Expectation: '1000' };

  /** This file's blastn processes (their database is under this file's temp directory) alive now. */
  const blastnProcesses = () =>
    readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
          return path.basename(args[0] ?? '') === 'blastn' && args.some((arg) => arg.startsWith(temp.dir));
        } catch {
          return false;
        }
      });

  /** A server with only the BLAST route, listening on loopback; `trustProxy` as TRUST_PROXY would set it. */
  async function listening(queue: RunQueue, trustProxy: string | false) {
    const server = Fastify({ trustProxy, forceCloseConnections: true });
    // A time limit no search here reaches: a search that ends has ended for another reason.
    await server.register(blastToolRoutes, { ...blastToolStores(app.db), dataDir: temp.dir, queue, timeoutMs: 600_000 });
    const origin = await listenOnLoopback(server);
    /** Posts the form as the client at `forwardedFor` (sent as X-Forwarded-For); answers the status and the job's address. */
    const postAs = async (fields: Record<string, string>, forwardedFor: string) => {
      const answer = await fetch(`${origin}/tools-service/blast`, {
        method: 'POST',
        headers: { ...FORM_HEADERS, 'x-forwarded-for': forwardedFor },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      return { status: answer.status, location: answer.headers.get('location') ?? '', body: await answer.text() };
    };
    const cancel = (location: string) => fetch(`${origin}${location}/cancel`, { method: 'POST', redirect: 'manual' });
    const page = async (location: string) => {
      const answer = await fetch(`${origin}${location}`);
      return { status: answer.status, body: await answer.text() };
    };
    const close = async () => {
      await server.close();
    };
    return { postAs, cancel, page, close };
  }
  const until = (condition: () => void | Promise<void>, timeout = 30_000) => vi.waitFor(condition, { timeout, interval: 20 });

  it("refuses a client's third unfinished search, naming the limit, while another client's is accepted; a cancelled one gives its place back", { timeout: 60_000 }, async () => {
    // No search may run here, so every accepted search waits: the share counts queued and running searches alike.
    const queue = new RunQueue(0, 8);
    const server = await listening(queue, '127.0.0.1');
    try {
      const first = await server.postAs(slowSearch, '192.0.2.10');
      expect(first.status).toBe(303);
      expect((await server.postAs(slowSearch, '192.0.2.10')).status).toBe(303);
      await until(() => expect(queue.load.waiting).toBe(2));
      const third = await server.postAs(slowSearch, '192.0.2.10');
      expect(third.status).toBe(429);
      expect(third.body).toContain('This address already has 2 BLAST searches queued or running, the most one address may have at once.');
      expect((await server.postAs(shortSearch, '198.51.100.20')).status).toBe(303);
      await until(() => expect(queue.load.waiting).toBe(3));
      // Cancelled from its page: it leaves the queue, its page says so, and its client's place comes back.
      expect((await server.cancel(first.location)).status).toBe(303);
      await until(() => expect(queue.load.waiting).toBe(2));
      await until(async () => expect((await server.page(first.location)).body).toContain('The search was cancelled before it ended.'));
      expect((await server.postAs(slowSearch, '192.0.2.10')).status).toBe(303);
      await until(() => expect(queue.load.waiting).toBe(3));
    } finally {
      await queue.close(0);
      await server.close();
    }
  });

  it('counts a forged X-Forwarded-For as the address it came from when no proxy is trusted', { timeout: 60_000 }, async () => {
    const queue = new RunQueue(0, 8);
    const server = await listening(queue, false);
    try {
      await server.postAs(slowSearch, '192.0.2.1');
      await server.postAs(slowSearch, '192.0.2.2');
      await until(() => expect(queue.load.waiting).toBe(2));
      const third = await server.postAs(slowSearch, '192.0.2.3');
      expect(third.status).toBe(429);
      expect(queue.load.waiting).toBe(2);
    } finally {
      await queue.close(0);
      await server.close();
    }
  });

  it('a running search goes on without its page, and cancelling it stops its blastn, so the next client runs at once', { timeout: 120_000 }, async () => {
    // One search at a time and none waiting: the next client is served only if the place is free again.
    const queue = new RunQueue(1, 0);
    const server = await listening(queue, '127.0.0.1');
    try {
      const slow = await server.postAs(slowSearch, '192.0.2.10');
      await until(() => expect(blastnProcesses()).toHaveLength(1), 60_000);
      const progress = await server.page(slow.location);
      expect(progress.status).toBe(202);
      expect(progress.body).toMatch(/<h1>BLAST search running<\/h1>\n<p role="status">Running for \d+ s/);
      // The queue is full while it runs: another search is told to come back.
      expect((await server.postAs(shortSearch, '198.51.100.20')).status).toBe(503);
      await server.cancel(slow.location);
      await until(() => expect(blastnProcesses()).toEqual([]), 100_000);
      await until(() => expect(queue.load.running).toBe(0));
      const next = await server.postAs(shortSearch, '198.51.100.20');
      expect(next.status).toBe(303);
      await until(async () => expect((await server.page(next.location)).status).toBe(200));
    } finally {
      await server.close();
    }
  });
});
