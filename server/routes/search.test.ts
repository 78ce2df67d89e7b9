// @vitest-environment node
// The search API over each store (server/db/storeDrivers.testSupport.ts): the search routes on a server of their own
// over that store's index of the loci of server/search/testLoci.testSupport.ts.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';
import { testLociRecords } from '../search/testLoci.testSupport';
import { listenOnLoopback } from '../testing';
import { searchRoutes } from './search';

describe.each(STORE_DRIVERS)('the search API on $name', (driver) => {
  let store: OpenedStore;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    store = await driver.open();
    await store.insertRecords(testLociRecords());
    await store.buildSearchIndex();
    app = Fastify();
    await app.register(searchRoutes, { store: store.search });
    origin = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  interface Answer {
    status: number;
    body: { docs: Record<string, unknown>[]; total: number; error: boolean; field?: string; message?: string };
  }

  async function post(path: string, payload: unknown): Promise<Answer> {
    const response = await fetch(`${origin}/api/search/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  /** The AGI codes a gene search answers, in order. */
  async function genes(payload: object): Promise<string[]> {
    const { status, body } = await post('gene', payload);
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    return body.docs.map((doc) => doc.gene_name as string);
  }

  describe('gene search by name and text', () => {
    it('answers gene docs with the fields of the contract', async () => {
      const { body } = await post('gene', { searchBy: 'name', searchType: 'exactly', detailSearchText: 'nac001' });
      expect(body).toMatchObject({ total: 1, error: false });
      expect(body.docs[0]).toEqual({
        id: '1',
        gene_name: 'AT1G01010',
        other_names: ['NAC001', 'NAC domain containing protein 1', 'T25K16.1'],
        description: 'NAC domain transcription factor',
        phenotypes: ['Early flowering'],
        uniprot_ids: ['Q0WV96'],
        gene_model_ids: ['AT1G01010.1'],
        gene_model_type: 'protein_coding',
        keywords: ['nucleus', 'DNA binding'],
        tairAccession: 'Locus:1',
        chromosome: '1',
        start: 3631,
        end: 5899,
        obsolete: false,
      });
    });

    it('orders exact name matches first, then by where the match starts, then by AGI code (001 §4)', async () => {
      expect(await genes({ searchBy: 'name', searchType: 'contains', detailSearchText: 'nac' })).toEqual(['AT2G00001', 'AT1G01010', 'AT1G01020']);
    });

    it('matches AGI codes, gene model ids, full names and other names by each method', async () => {
      expect(await genes({ searchType: 'starts_with', detailSearchText: 'AT1G0102' })).toEqual(['AT1G01020']);
      expect(await genes({ searchType: 'exactly', detailSearchText: 'at1g01020.2' })).toEqual(['AT1G01020']);
      expect(await genes({ searchType: 'exactly', detailSearchText: 'AT1G0102' })).toEqual([]);
      expect(await genes({ searchType: 'contains', detailSearchText: 'homolog' })).toEqual(['AT1G01020']);
      expect(await genes({ searchType: 'contains', detailSearchText: 'K16' })).toEqual(['AT1G01010']);
      // One or two characters: below the trigram index, still found.
      expect(await genes({ searchType: 'contains', detailSearchText: 'V1' })).toEqual(['AT1G01020']);
    });

    it('reads the spellings exact and starts of some forms as exactly and starts_with', async () => {
      expect(await genes({ searchType: 'exact', detailSearchText: 'ARV1' })).toEqual(['AT1G01020']);
      expect(await genes({ searchType: 'starts', detailSearchText: 'ARV' })).toEqual(['AT1G01020']);
    });

    it('searches by description, phenotype, UniProt id and TAIR object ids', async () => {
      expect(await genes({ searchBy: 'description', detailSearchText: 'family protein' })).toEqual(['AT1G01020']);
      expect(await genes({ searchBy: 'phenotype', searchType: 'starts_with', detailSearchText: 'early' })).toEqual(['AT1G01010']);
      expect(await genes({ searchBy: 'uniprot', searchType: 'exactly', detailSearchText: 'q0wv96' })).toEqual(['AT1G01010']);
      expect(await genes({ searchBy: 'locus_tair_object_id', searchType: 'exactly', detailSearchText: '2' })).toEqual(['AT1G01020']);
      expect(await genes({ searchBy: 'gene_tair_object_id', searchType: 'exactly', detailSearchText: '202' })).toEqual(['AT1G01020']);
    });

    it('leaves obsolete loci out unless include_obsolete is true', async () => {
      expect(await genes({ searchType: 'exactly', detailSearchText: 'AT1G01015' })).toEqual([]);
      expect(await genes({ searchType: 'exactly', detailSearchText: 'AT1G01015', include_obsolete: true })).toEqual(['AT1G01015']);
    });

    it('treats typed quotes, FTS syntax, SQL and unicode as plain text', async () => {
      for (const text of ['" OR 1=1 --', 'NEAR(a b)', '*', '"', "'; DROP TABLE search_docs; --", 'a OR b', '^nac', '%', '_']) {
        const { status, body } = await post('gene', { detailSearchText: text });
        expect(status).toBe(200);
        expect(body).toEqual({ docs: [], total: 0, error: false });
      }
      expect(await genes({ searchBy: 'description', detailSearchText: '100%' })).toEqual(['AT2G00001']);
      expect(await genes({ searchBy: 'description', detailSearchText: '"quoted"' })).toEqual(['AT2G00001']);
      expect(await genes({ detailSearchText: 'ÄRABIDOPSIS ÜNÏ' })).toEqual(['AT5G99990']);
    });
  });

  describe('gene search filters', () => {
    it('finds the loci of a gene list of AGI locus codes or of gene model ids', async () => {
      expect(await genes({ geneListUploadType: 'locus', geneList: 'at1g01020;AT2G00001; ;AT9G00000' })).toEqual(['AT1G01020', 'AT2G00001']);
      expect(await genes({ geneListUploadType: 'gene', geneList: 'AT1G01020.2;AT1G01010.1' })).toEqual(['AT1G01010', 'AT1G01020']);
    });

    it('restricts by keyword, keyword type and the evidence of that same annotation', async () => {
      expect(await genes({ keywordTerm: 'nucle' })).toEqual(['AT1G01010', 'AT1G01020']);
      expect(await genes({ keywordTerm: 'nucleus', keywordType: 'go_mf' })).toEqual([]);
      expect(await genes({ keywordTerm: 'nucleus', keywordType: 'go_cc', evidence: ['IEA'] })).toEqual(['AT1G01020']);
      expect(await genes({ keywordTerm: 'DNA binding', evidence: ['EXP', 'IEA'] })).toEqual(['AT1G01010']);
      expect(await genes({ keywordTerm: 'DNA binding', evidence: ['EXP'] })).toEqual([]);
      expect(await genes({ keywordTerm: 'flower', keywordType: 'po_anatomy' })).toEqual(['AT2G00001']);
    });

    it('restricts by gene model type and the advanced choices', async () => {
      expect(await genes({ geneModelType: ['pseudogene'] })).toEqual(['AT2G00001']);
      expect(await genes({ advanced: ['has_literature'] })).toEqual(['AT1G01010', 'AT2G00001']);
      expect(await genes({ advanced: ['genetic_only'] })).toEqual(['AT5G99990']);
    });

    it('restricts by chromosome and a range in kbp (default) or bp, on the chosen map', async () => {
      expect(await genes({ chromosome: '2' })).toEqual(['AT2G00001']);
      expect(await genes({ chromosome: '1', startPos: 6, endPos: 7 })).toEqual(['AT1G01020']);
      expect(await genes({ chromosome: '1', startPos: 5000, endPos: 5200, gaUnit: 'bp' })).toEqual(['AT1G01010']);
      expect(await genes({ chromosome: '1', mapType: 'classical', startPos: 150, endPos: 160, gaUnit: 'bp' })).toEqual(['AT1G01020']);
    });

    it('combines criteria with AND and ignores the form echoes', async () => {
      expect(await genes({ searchBy: 'name', detailSearchText: 'nac', chromosome: '1', lociMatchCount: 3, geneModelCount: '4', taxonName: 'Arabidopsis thaliana' })).toEqual([
        'AT1G01010',
        'AT1G01020',
      ]);
    });
  });

  describe('limits and the empty answer', () => {
    it('returns at most rowsLimit docs while total counts every match', async () => {
      const { body } = await post('gene', { rowsLimit: 2 });
      expect(body.docs.map((doc) => doc.gene_name)).toEqual(['AT1G01010', 'AT1G01020']);
      expect(body.total).toBe(4);
    });

    it('answers no match as an empty list with total 0', async () => {
      expect((await post('gene', { detailSearchText: 'nothing like this' })).body).toEqual({ docs: [], total: 0, error: false });
    });
  });

  describe('bad payloads are 400s naming the field', () => {
    const cases: [string, unknown, string][] = [
      ['an unknown method', { searchType: 'fuzzy' }, 'searchType'],
      ['an unknown key', { detailSearchText: 'x', sortBy: 'name' }, 'sortBy'],
      ['a wrong type', { include_obsolete: 'yes' }, 'include_obsolete'],
      ['text over 1000 characters', { detailSearchText: 'x'.repeat(1001) }, 'detailSearchText'],
      ['more than 50 values in a list', { evidence: Array.from({ length: 51 }, () => 'IEA') }, 'evidence'],
      ['an unknown value in a list', { evidence: ['IEA', 'not a code'] }, 'evidence.1'],
      ['another species', { taxonName: 'Arabidopsis lyrata' }, 'taxonName'],
      ['a chromosome that does not exist', { chromosome: '6' }, 'chromosome'],
      ['a gene list over 10,000 ids', { geneList: Array.from({ length: 10_001 }, (_, index) => `AT1G${index}`).join(';') }, 'geneList'],
      ['rowsLimit 0', { rowsLimit: 0 }, 'rowsLimit'],
      ['rowsLimit over 10000', { rowsLimit: 10_001 }, 'rowsLimit'],
      ['rowsLimit as text', { rowsLimit: '10' }, 'rowsLimit'],
    ];
    it.each(cases)('%s', async (_name, payload, field) => {
      const { status, body } = await post('gene', payload);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: true, field });
      expect(body.message).toContain(field);
    });

    it('refuses a body that is not an object', async () => {
      const { status, body } = await post('gene', ['detailSearchText']);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: true, field: 'payload' });
    });

    it('refuses a body that is not JSON with the same 400 shape', async () => {
      const response = await fetch(`${origin}/api/search/gene`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"searchType": ' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: true, field: 'payload' });
    });

    it('answers an unknown category with 404 JSON', async () => {
      const { status, body } = await post('plants', {});
      expect(status).toBe(404);
      expect(body.error).toBe(true);
    });
  });

  describe('general search', () => {
    it('ranks an exact name first, then names starting with the text, then containing it, then words', async () => {
      const { body } = await post('general', { category: 'genes', searchText: 'nac' });
      expect(body.docs.map((doc) => doc.gene_name)).toEqual(['AT2G00001', 'AT1G01010', 'AT1G01020']);
      const words = await post('general', { category: 'genes', searchText: 'transcription factor' });
      expect(words.body.docs.map((doc) => doc.gene_name)).toEqual(['AT1G01010']);
      const phenotype = await post('general', { category: 'genes', searchText: 'flowering' });
      expect(phenotype.body.docs.map((doc) => doc.gene_name)).toEqual(['AT1G01010']);
    });

    it('honours rowsLimit and refuses blank text and unknown categories', async () => {
      const limited = await post('general', { category: 'genes', searchText: 'AT1G', rowsLimit: 1 });
      expect(limited.body.docs).toHaveLength(1);
      expect(limited.body.total).toBe(2);
      expect((await post('general', { category: 'genes', searchText: '   ' })).body).toMatchObject({ error: true, field: 'searchText' });
      expect((await post('general', { category: 'plants', searchText: 'x' })).body).toMatchObject({ error: true, field: 'category' });
      expect((await post('general', { category: 'genes', searchText: 'NEAR(nac' })).status).toBe(200);
    });
  });

  describe('typeahead', () => {
    const suggest = async (query: string) => {
      const response = await fetch(`${origin}/api/search/suggest?${query}`);
      return { status: response.status, body: (await response.json()) as { suggestions?: { label: string; kind: string; id: string }[]; field?: string } };
    };

    it('offers symbols, AGI codes and full names starting with the text, alphabetically', async () => {
      const { body } = await suggest('category=genes&q=AR');
      expect(body.suggestions).toEqual([
        { label: 'ARV1', kind: 'symbol', id: '2' },
        { label: 'ARV1 homolog', kind: 'name', id: '2' },
      ]);
      const agi = await suggest('category=genes&q=at1g0101&limit=2');
      expect(agi.body.suggestions).toEqual([
        { label: 'AT1G01010', kind: 'agi', id: '1' },
        { label: 'AT1G01015', kind: 'agi', id: '3' },
      ]);
    });

    it('suggests nothing for fewer than two characters and refuses bad parameters', async () => {
      expect((await suggest('category=genes&q=A')).body).toEqual({ suggestions: [] });
      expect(await suggest('category=plants&q=AT')).toMatchObject({ status: 400, body: { field: 'category' } });
      expect(await suggest('category=genes&q=AT&limit=0')).toMatchObject({ status: 400, body: { field: 'limit' } });
    });
  });
});
