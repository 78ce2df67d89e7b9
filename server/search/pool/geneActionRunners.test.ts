// @vitest-environment node
// The gene actions in worker threads: the same bytes as in the request thread, rows derived from records the server
// writes after the workers started, and the request thread for a database no worker can open.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { recordStore } from '../../db/records';
import { seedRecords } from '../../seed';
import { tempDir, type TempDir } from '../../testing';
import type { GeneActionAnswer, GeneActionJob } from '../actions/jobs';
import { sqliteGeneActionStore } from '../actions/sqliteStore';
import { geneActionWorkerCount, inThreadGeneActionRunner, serverGeneActionRunner, type GeneActionRunner } from './geneActionRunners';

const LOCI = ['AT1G01010', 'AT1G01020', '2200935', 'AT1G01015', 'AT9G99999'];
const JOBS: GeneActionJob[] = [
  { action: 'descriptions', locusIds: LOCI, limit: 10_000 },
  { action: 'locusHistory', locusIds: LOCI, limit: 2 },
  { action: 'microarray', locusIds: LOCI, platforms: ['AFFY_ATH1'], limit: 10_000 },
  { action: 'annotations', search: { keywordTypes: ['comp', 'func', 'proc'], criteria: { locusIds: LOCI }, limit: 10_000 } },
  { action: 'annotations', search: { keywordTypes: [], criteria: { nameTerms: [{ field: 'gene_name', method: 'contains', input: 'nac' }], combine: 'all' }, limit: 50 } },
  { action: 'freeAnnotations', target: { keywordId: '5634' }, limit: 10_000 },
  { action: 'sequences', request: { ids: { kind: 'locus', values: LOCI }, source: 'araport11_intergenic', format: 'one_per_locus' } },
  { action: 'sequences', request: { ids: { kind: 'gene', values: ['AT1G01020.2', 'AT1G01010.1'] }, source: 'araport11_protein', format: 'query_match' } },
];

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the server gene-action runner', () => {
  let temp: TempDir;
  let db: Db;
  let inThread: GeneActionRunner;
  let pooled: GeneActionRunner;
  beforeAll(async () => {
    temp = tempDir('portal-gene-action-runners-');
    db = openDatabase(temp.file('portal.sqlite'));
    seedRecords(db);
    inThread = inThreadGeneActionRunner(sqliteGeneActionStore(db));
    pooled = serverGeneActionRunner(db, 1);
    await inThread.prepare();
  }, 60_000);
  afterAll(async () => {
    await pooled?.close();
    db?.close();
    temp?.remove();
  });

  it('answers every kind of job with the bytes the request thread gives, also all at once', async () => {
    const expected = await Promise.all(JOBS.map((job) => inThread.run(job)));
    expect(expected.every((answer) => answer.bytes.length > 2)).toBe(true);
    for (const [index, job] of JOBS.entries()) {
      const answer = await pooled.run(job);
      expect(answer.contentType).toBe(expected[index]!.contentType);
      expect(text(answer.bytes)).toBe(text(expected[index]!.bytes));
    }
    const together = await Promise.all(JOBS.map((job) => pooled.run(job)));
    expect(together.map((answer) => text(answer.bytes))).toEqual(expected.map((answer) => text(answer.bytes)));
  }, 30_000);

  it('reports, when asked, the loci each answer was made from, the same from a worker as in the request thread', async () => {
    const keyOf = (name: string) => db.prepare<[string], { id: string }>("SELECT id FROM records WHERE type = 'locus' AND name = ?").get(name)!.id;
    const lociOf = (answer: GeneActionAnswer) => new Set((JSON.parse(text(answer.bytes)) as { docs: { locus: { id: string } }[] }).docs.map((doc) => doc.locus.id));
    // The loci named that exist, each once.
    const named = new Set([keyOf('AT1G01010'), keyOf('AT1G01020'), keyOf('AT1G01015')]);
    const expected = [named, named, named, named, 'the loci of its rows', 'the loci of its rows', named, new Set([keyOf('AT1G01020'), keyOf('AT1G01010')])];
    for (const [index, job] of JOBS.entries()) {
      const [inThreadAnswer, pooledAnswer] = await Promise.all([inThread.run({ ...job, countLoci: true }), pooled.run({ ...job, countLoci: true })]);
      expect(pooledAnswer.lociRead, job.action).toEqual(inThreadAnswer.lociRead);
      const loci = new Set(pooledAnswer.lociRead);
      expect(loci.size, job.action).toBe(pooledAnswer.lociRead!.length);
      expect(loci, job.action).toEqual(expected[index] === 'the loci of its rows' ? lociOf(pooledAnswer) : expected[index]);
      expect(loci.size, job.action).toBeGreaterThan(0);
    }
  }, 30_000);

  it('counts nothing when not asked: a reader who does not pay by units', async () => {
    for (const job of JOBS) expect((await pooled.run(job)).lociRead, job.action).toBeUndefined();
  }, 30_000);

  it("answers from loci the server wrote after the workers started: their derived rows are made on the server's connection first", async () => {
    const annotationsOf = async (locusIds: string[]) =>
      JSON.parse(text((await pooled.run({ action: 'annotations', search: { keywordTypes: ['comp'], criteria: { locusIds }, limit: 100 } })).bytes)) as {
        docs: { locus: { name: string }; keyword: { name: string } }[];
      };
    expect((await annotationsOf(['AT1G01010'])).docs.length).toBeGreaterThan(0);
    recordStore(db).insert({
      type: 'locus',
      id: '9900001',
      name: 'AT5G99990',
      accession: null,
      body: JSON.stringify({
        name: 'AT5G99990',
        chromosome: '5',
        spanStartPosition: 26_900_000,
        spanEndPosition: 26_901_000,
        annotationGroups: [{ category: 'GO Cellular Component', relationshipType: 'located in', annotations: [{ keyword: 'plastid', keywordId: 9536 }] }],
      }),
    });
    const { docs } = await annotationsOf(['AT5G99990']);
    expect(docs.map((doc) => [doc.locus.name, doc.keyword.name])).toEqual([['AT5G99990', 'plastid']]);
  }, 30_000);

  it('answers an in-memory database, which no worker could open, in the request thread', async () => {
    const memory = openDatabase(':memory:');
    seedRecords(memory);
    const runner = serverGeneActionRunner(memory, 2);
    try {
      await runner.prepare();
      const answer = await runner.run(JOBS[0]!);
      expect(text(answer.bytes)).toContain('"locus":"AT1G01010"');
    } finally {
      await runner.close();
      memory.close();
    }
  }, 30_000);
});

/** The nice value of each thread of this process (Linux: /proc/self/task/{tid}/stat, field 19). */
const threadNiceValues = () =>
  readdirSync('/proc/self/task').map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));

describe('the gene-action workers', () => {
  it('are half the search workers, rounded up, and none without search workers', () => {
    expect([0, 1, 2, 3, 16].map(geneActionWorkerCount)).toEqual([0, 1, 1, 2, 8]);
  });

  it.runIf(process.platform === 'linux')('yield the CPU to the other threads of the server: their thread runs at a nice value of 10', async () => {
    const temp = tempDir('portal-gene-action-priority-');
    const db = openDatabase(temp.file('portal.sqlite'));
    seedRecords(db);
    const runner = serverGeneActionRunner(db, 1);
    try {
      const before = threadNiceValues().filter((nice) => nice === 10).length;
      await runner.prepare();
      await runner.run(JOBS[0]!);
      expect(threadNiceValues().filter((nice) => nice === 10).length).toBe(before + 1);
    } finally {
      await runner.close();
      db.close();
      temp.remove();
    }
  }, 60_000);
});
