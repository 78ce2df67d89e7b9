// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { buildPantherFiles } from '../../data/panther/build';
import { TAXON_IDS } from '../../data/panther/families';
import { orthologFileSchema, paralogFileSchema, type Ortholog, type Paralog } from '../../schemas/panther';
import { sideDataLocations } from '../../src/api/sideData';
import { buildServer } from '../app';
import { pantherDirectory } from '../sideData/config';
import { tempDir, type TempDir } from '../testing';

// The loci the demo must carry PANTHER homologs for.
const DEMO_LOCI = [
  'AT1G01010', 'AT1G01060', 'AT2G46830', 'AT5G61850', 'AT1G65480', 'AT4G36920', 'AT1G69120', 'AT5G10140', 'AT4G16280',
  'AT1G51740', 'AT4G00010',
];
const AGI = /^AT[1-5CM]G\d{5}$/;
const PLANT_GROUPS = ['eudicotyledons', 'monocotyledons', 'other plants'];

describe('side data: PANTHER homologs and static lists', () => {
  let temp: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    temp = tempDir();
    app = buildServer({ databaseFile: temp.file('portal.sqlite') });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  async function jsonOf<T>(url: string, schema: z.ZodMiniType<T>): Promise<T> {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const parsed = z.safeParse(schema, response.json());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    return parsed.data!;
  }
  const orthologs = (locus: string) => jsonOf<Ortholog[]>(`/api/panther/orthologs/${locus}.json`, orthologFileSchema);
  const paralogs = (locus: string) => jsonOf<Paralog[]>(`/api/panther/paralogs/${locus}.json`, paralogFileSchema);

  it.each(DEMO_LOCI)('%s has ortholog and paralog files the front end’s schema accepts, under one PANTHER family', async (locus) => {
    const [plantOrthologs, arabidopsisParalogs] = await Promise.all([orthologs(locus), paralogs(locus)]);
    expect(plantOrthologs.length).toBeGreaterThan(0);
    const treeIds = new Set([...plantOrthologs, ...arabidopsisParalogs].map((entry) => entry.tree_id));
    expect(treeIds.size).toBe(1);
    expect([...treeIds][0]).toMatch(/^PTHR\d+$/);
    for (const ortholog of plantOrthologs) {
      expect(PLANT_GROUPS).toContain(ortholog.group_name);
      expect(Object.keys(TAXON_IDS)).toContain(ortholog.full_name);
    }
    for (const paralog of arabidopsisParalogs) {
      expect(paralog.target_agi).toMatch(AGI);
      expect(paralog.target_agi).not.toBe(locus);
    }
  });

  it('LHY’s paralogs include CCA1, and CCA1’s include LHY', async () => {
    expect(await paralogs('AT1G01060')).toContainEqual(expect.objectContaining({ target_agi: 'AT2G46830', target_gene_symbol: 'CCA1' }));
    expect(await paralogs('AT2G46830')).toContainEqual(expect.objectContaining({ target_agi: 'AT1G01060', target_gene_symbol: 'LHY' }));
  });

  it('AT4G00010 has exactly 300 distinct paralogs', async () => {
    const family = await paralogs('AT4G00010');
    expect(family).toHaveLength(300);
    expect(new Set(family.map((paralog) => paralog.target_agi)).size).toBe(300);
  });

  it('LEAFY, a single-copy gene, has orthologs but an empty paralog list', async () => {
    expect(await paralogs('AT5G61850')).toEqual([]);
    expect((await orthologs('AT5G61850')).length).toBeGreaterThan(0);
  });

  it('locus names are matched in any case', async () => {
    expect(await orthologs('at1g01010')).toEqual(await orthologs('AT1G01010'));
  });

  it('the family downloads named after the tree id list the family, with a header line', async () => {
    const lhyParalogs = await paralogs('AT1G01060');
    const lhyOrthologs = await orthologs('AT1G01060');
    const treeId = lhyParalogs[0]!.tree_id!;

    const paralogFile = await get(`/api/panther/files/${treeId}_paralog.txt`);
    expect(paralogFile.statusCode).toBe(200);
    expect(paralogFile.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(paralogFile.headers['content-disposition']).toContain(`filename="${treeId}_paralog.txt"`);
    const paralogRows = paralogFile.body.trimEnd().split('\n').map((line) => line.split('\t'));
    expect(paralogRows[0]).toEqual(['Locus', 'Symbol']);
    expect(paralogRows.slice(1).map(([agi]) => agi).sort()).toEqual(['AT1G01060', ...lhyParalogs.map((p) => p.target_agi)].sort());

    const orthologFile = await get(`/api/panther/files/${treeId}_ortholog.txt`);
    expect(orthologFile.statusCode).toBe(200);
    const orthologRows = orthologFile.body.trimEnd().split('\n').map((line) => line.split('\t'));
    expect(orthologRows[0]).toEqual(['Plant group', 'Organism', 'Taxon ID', 'Orthologs']);
    const total = orthologRows.slice(1).reduce((sum, row) => sum + Number(row[3]), 0);
    expect(total).toBe(lhyOrthologs.length);
    expect(orthologRows).toContainEqual(['monocotyledons', 'Oryza sativa', '39947', expect.any(String)]);
  });

  it.each([
    ['orthologs', '/api/panther/orthologs/AT5G99990.json'],
    ['paralogs', '/api/panther/paralogs/AT3G99990.json'],
    ['a family file', '/api/panther/files/PTHR99999_ortholog.txt'],
  ])('a well-formed name without data → 404 (%s)', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    '/api/panther/orthologs/AT6G01010.json',
    '/api/panther/orthologs/AT1G0101.json',
    '/api/panther/orthologs/AT1G01010',
    '/api/panther/orthologs/AT1G01010.txt',
    '/api/panther/paralogs/NAC001.json',
    '/api/panther/paralogs/AT1G01010.1.json',
    `/api/panther/paralogs/${encodeURIComponent('../../package.json')}`,
    `/api/panther/paralogs/${encodeURIComponent('../orthologs/AT1G01010.json')}`,
    '/api/panther/orthologs/%2e%2e%2fparalogs%2fAT1G01010.json',
    '/api/panther/files/PTHR12802_other.txt',
    '/api/panther/files/PANTHER12802_paralog.txt',
    `/api/panther/files/${encodeURIComponent('../paralogs/AT1G01010.json')}`,
    `/api/panther/files/${encodeURIComponent('PTHR12802_paralog.txt/../../../package.json')}`,
  ])('a malformed name is refused with 400: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['microarray-experiments.json', 'AtGenExpress: Stress treatments (cold)'],
    ['germplasm-ecotypes.json', 'Col-0'],
    ['polymorphism-ecotypes.json', 'Ler-0'],
  ])('the static list %s is an array of distinct names', async (file, example) => {
    const names = await jsonOf(`/api/static/${file}`, z.array(z.string().check(z.minLength(1))));
    expect(names).toContain(example);
    expect(new Set(names).size).toBe(names.length);
  });

  it('polymorphism ecotypes are real accession names', async () => {
    const names = await jsonOf('/api/static/polymorphism-ecotypes.json', z.array(z.string()));
    expect(names).toEqual(expect.arrayContaining(['Col-0', 'Ler-0', 'Ws-2', 'C24', 'Cvi-0', 'Est-1', 'Kas-2', 'Sha', 'Bur-0']));
  });

  it.each(['secrets.json', 'germplasm-ecotypes.txt', encodeURIComponent('../panther/paralogs/AT1G01010.json')])(
    'an unknown static list → 404: %s',
    async (file) => {
      const response = await get(`/api/static/${file}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.any(String) });
    },
  );

  it('the front end’s default side-data locations are the ones served here', async () => {
    const urls = [
      `${sideDataLocations.orthologStore}/AT1G01010.json`,
      `${sideDataLocations.paralogStore}/AT1G01010.json`,
      `${sideDataLocations.pantherFiles}/PTHR31719_paralog.txt`,
      sideDataLocations.microarrayExperiments,
      sideDataLocations.germplasmEcotypes,
      sideDataLocations.polymorphismEcotypes,
    ];
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  });
});

describe('data/panther', () => {
  it('holds exactly the files data/panther/generate.ts writes', () => {
    const root = pantherDirectory();
    const built = buildPantherFiles();
    const onDisk = ['orthologs', 'paralogs', 'files'].flatMap((folder) =>
      readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`),
    );
    expect(onDisk.sort()).toEqual([...built.keys()].sort());
    for (const [file, content] of built) expect(readFileSync(path.join(root, file), 'utf8'), file).toBe(content);
  });
});
