// @vitest-environment node
// The gene-action and sequence calls against a real server on a temp database seeded with the demo dataset.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAC001_PROTEIN_SEQUENCE } from '../../data/records/protein/fixtures/nac001Protein';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { seedRecords } from '../seed';
import { tempDir, type TempDir } from '../testing';

let temp: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  temp = tempDir();
  // The per-client limit is tested on its own (searchActionLimits.test.ts); these tests send many requests.
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), config: readServerConfig({ GENE_ACTION_RATE_LIMIT: '1000' }) });
  seedRecords(app.db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  temp?.remove();
});

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api/search/${url}`, payload: payload as object });
const docsOf = async (url: string, payload: unknown) => {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { docs: Record<string, unknown>[]; total: number; error: false; term?: string };
};
const fasta = async (payload: unknown) => {
  const response = await post('sequences', payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
};
/** FASTA text as [header, sequence] pairs. */
const records = (text: string) =>
  text
    .split('>')
    .slice(1)
    .map((record) => {
      const [header, ...lines] = record.trimEnd().split('\n');
      return [`>${header}`, lines.join('')] as const;
    });

describe('gene descriptions', () => {
  it('answers one doc per gene model, by AGI code in any case or by key; unknown ids are left out', async () => {
    const { docs, total } = await docsOf('gene/descriptions', { locusIds: ['at1g01020', '2200935', 'AT9G99999', 'AT1G01015'] });
    expect(total).toBe(4);
    expect(docs.map((doc) => [doc.locus, doc.gene_model])).toEqual([
      ['AT1G01020', 'AT1G01020.1'],
      ['AT1G01020', 'AT1G01020.2'],
      ['AT1G01010', 'AT1G01010.1'],
      // The obsolete locus has no gene model; it still answers so the user sees it was found.
      ['AT1G01015', null],
    ]);
    expect(docs[2]).toEqual({
      id: '2200935',
      locus: 'AT1G01010',
      gene_model: 'AT1G01010.1',
      short_description: 'NAC domain containing protein 1',
      curator_summary: null,
      computational_description: 'Contains InterPro domains: NAC domain (IPR003441), NAC domain superfamily (IPR036093)',
    });
  });
});

describe('locus history', () => {
  it("gives each locus's events and whether it is obsolete or in use", async () => {
    const { docs } = await docsOf('gene/locus_history', { locusIds: ['AT1G01010', 'AT1G01015'] });
    expect(docs).toEqual([
      { id: '2200935', locus: 'AT1G01010', event: 'insert', related_loci: [], date: '2000-12-14', status: 'in use' },
      { id: '2200940', locus: 'AT1G01015', event: 'obsolete', related_loci: [{ id: '2200935', name: 'AT1G01010' }], date: '2004-06-30', status: 'obsolete' },
    ]);
  });
});

describe('microarray elements', () => {
  it("lists the loci's elements with their platforms, and filters by platform", async () => {
    const all = await docsOf('gene/microarray', { locusIds: ['AT1G01010', 'AT1G01060'] });
    expect(all.docs).toEqual([
      { id: '261585_at', element: '261585_at', platform: 'AFFY_ATH1', locus: { id: '2200935', name: 'AT1G01010' } },
      { id: 'catma1a00010', element: 'CATMA1A00010', platform: 'catma', locus: { id: '2200935', name: 'AT1G01010' } },
      { id: '261569_at', element: '261569_at', platform: 'AFFY_ATH1', locus: { id: '2200950', name: 'AT1G01060' } },
    ]);
    const catma = await docsOf('gene/microarray', { locusIds: ['AT1G01010', 'AT1G01060'], platforms: ['catma'] });
    expect(catma.docs.map((doc) => doc.element)).toEqual(['CATMA1A00010']);
  });

  it('refuses a platform the spec does not list, naming it', async () => {
    const response = await post('gene/microarray', { locusIds: ['AT1G01010'], platforms: ['AFFY_ATH1', 'nimblegen'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, field: 'platforms.1', message: expect.stringContaining('AFFY_ATH1, catma, Agilent-G2519F-021169') });
  });
});

describe('annotation searches', () => {
  const goOfNac001 = { keyword_types: ['comp', 'func', 'proc'], searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT1G01010' }] };

  it("answers the locus page's stored GO search with GO rows only, and the header term", async () => {
    const { docs, total, term } = await docsOf('annotation', goOfNac001);
    expect(total).toBe(6);
    expect(new Set(docs.map((doc) => doc.keyword_category))).toEqual(new Set(['GO Molecular Function', 'GO Biological Process', 'GO Cellular Component']));
    expect(term).toBe('GO cellular component, GO molecular function or GO biological process for locus name is AT1G01010');
    expect(docs[0]).toEqual({
      id: '2200935-0',
      locus: { id: '2200935', name: 'AT1G01010' },
      representative_gene: 'AT1G01010.1',
      gene_name: 'NAC001',
      keyword: { id: '5330', name: 'DNA-binding transcription factor activity' },
      relationship_type: 'enables',
      keyword_category: 'GO Molecular Function',
      evidence: 'ISS',
      last_modified: '2021-03-04',
      reference: { id: '1546290', name: 'Riechmann JL, Heard J, Martin G (2000)' },
      reference_type: 'publication',
      annotated_by: 'TAIR',
    });
  });

  it("answers the gene page's PO search by gene name (the model name without its suffix) with PO rows", async () => {
    const { docs } = await docsOf('annotation', { keyword_types: ['grow', 'stru'], searchTerms: [{ search_type: 'gene_name', search_method: 'exactly', search_input: 'AT1G01010' }] });
    expect(docs.map((doc) => (doc.keyword as { name: string }).name)).toEqual(['root', 'flower', 'flowering stage']);
  });

  it('combines orSearchTerms with OR and searchTerms with AND', async () => {
    const row = (input: string) => ({ search_type: 'locus_name', search_method: 'exactly', search_input: input });
    const either = await docsOf('annotation', { keyword_types: ['comp'], orSearchTerms: [row('AT1G01010'), row('AT1G01030')] });
    expect(new Set(either.docs.map((doc) => (doc.locus as { name: string }).name))).toEqual(new Set(['AT1G01010', 'AT1G01030']));
    const both = await docsOf('annotation', { keyword_types: ['comp'], searchTerms: [row('AT1G01010'), row('AT1G01030')] });
    expect(both.total).toBe(0);
  });

  it("answers the results page's selected loci", async () => {
    const { docs, term } = await docsOf('annotation', { keyword_types: ['comp'], locusIds: ['AT1G01010', 'AT1G01030'] });
    expect(docs.map((doc) => [(doc.locus as { name: string }).name, (doc.keyword as { name: string }).name])).toEqual([
      ['AT1G01010', 'nucleus'],
      ['AT1G01030', 'nucleus'],
    ]);
    expect(term).toBe('GO cellular component for AT1G01010 and AT1G01030');
  });

  it('treats LIKE wildcards and quotes as plain text', async () => {
    const wildcard = await docsOf('annotation', { keyword_types: [], searchTerms: [{ search_type: 'gene_name', search_method: 'contains', search_input: '%' }] });
    expect(wildcard.total).toBe(0);
    const quote = await docsOf('annotation', { keyword_types: [], searchTerms: [{ search_type: 'locus_name', search_method: 'starts_with', search_input: "AT1G01010'; DROP TABLE records; --" }] });
    expect(quote.total).toBe(0);
    expect((await docsOf('gene/descriptions', { locusIds: ['AT1G01010'] })).total).toBe(1);
  });

  it('needs exactly one of searchTerms, orSearchTerms and locusIds', async () => {
    const none = await post('annotation', { keyword_types: ['comp'] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: true, field: 'searchTerms' });
    const two = await post('annotation', { keyword_types: ['comp'], searchTerms: [], locusIds: ['AT1G01010'] });
    expect(two.json()).toMatchObject({ error: true, field: 'locusIds', message: 'locusIds cannot be sent together with searchTerms.' });
  });

  it('refuses an unknown keyword type, search type or key inside a row, naming the field', async () => {
    const badType = await post('annotation', { keyword_types: ['comp', 'colour'], locusIds: [] });
    expect(badType.json()).toMatchObject({ error: true, field: 'keyword_types.1' });
    const badRow = await post('annotation', { keyword_types: [], searchTerms: [{ search_type: 'symbol', search_method: 'exactly', search_input: 'FT' }] });
    expect(badRow.json()).toMatchObject({ error: true, field: 'searchTerms.0.search_type' });
    const extra = await post('annotation', { keyword_types: [], searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'FT', or: 1 }] });
    expect(extra.json()).toMatchObject({ error: true, field: 'searchTerms.0.or', message: 'searchTerms.0.or is not a field of this search.' });
  });
});

describe('free annotation searches', () => {
  it("gives the annotations citing a publication (its page's annotation count), also read from reference_id", async () => {
    const { docs, term } = await docsOf('free/annotation', { publicationId: '501741973' });
    expect(docs.map((doc) => [(doc.locus as { name: string }).name, (doc.keyword as { name: string }).name])).toEqual([['AT1G01010', 'protein binding']]);
    expect(term).toBe('of any category, cited to "Evidence for network evolution in an Arabidopsis interactome map."');
    expect((await docsOf('free/annotation', { reference_id: 501741973 })).docs).toEqual(docs);
  });

  it("gives a keyword's annotations with the term as the header's text", async () => {
    const { docs, term, total } = await docsOf('free/annotation', { keywordId: 5634 });
    expect(term).toBe('nucleus');
    expect(total).toBe(docs.length);
    expect(docs.every((doc) => (doc.keyword as { name: string }).name === 'nucleus')).toBe(true);
    expect(docs.map((doc) => (doc.locus as { name: string }).name)).toEqual(expect.arrayContaining(['AT1G01010', 'AT1G01030']));
  });

  it('answers no rows for an unknown id and 400 for a key that is not digits or for two targets', async () => {
    expect((await docsOf('free/annotation', { keywordId: '999' })).total).toBe(0);
    expect((await post('free/annotation', { keywordId: '5634 OR 1=1' })).json()).toMatchObject({ error: true, field: 'keywordId' });
    expect((await post('free/annotation', { keywordId: 5634, publicationId: 1 })).json()).toMatchObject({ error: true, field: 'keywordId' });
    expect((await post('free/annotation', {})).json()).toMatchObject({ error: true, field: 'publicationId' });
  });
});

describe('sequences', () => {
  it("answers NAC001's transcript as FASTA: the reference header, 60 bases to a line", async () => {
    const text = await fasta({ locusIds: ['AT1G01010'], dataset: 'araport11_transcript', format: 'one_per_locus' });
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('>AT1G01010.1 | Symbols: NAC001, ANAC001, NTL10 | NAC domain containing protein 1 | chr1:3631-5899 FORWARD LENGTH=1688');
    expect(lines.slice(1, -1).every((line) => /^[ACGT]{60}$/.test(line))).toBe(true);
    expect(lines.slice(1).join('')).toHaveLength(1688);
    expect(await fasta({ locusIds: ['AT1G01010'], dataset: 'araport11_transcript', format: 'one_per_locus' })).toBe(text);
  });

  it("gives the CDS of the coding region and the protein page's own residues", async () => {
    const [[cdsHeader, cds]] = records(await fasta({ geneIds: ['AT1G01010.1'], dataset: 'araport11_coding', format: 'query_match' })) as [[string, string]];
    expect(cdsHeader).toContain('chr1:3760-5630 FORWARD LENGTH=1290');
    expect(cds).toHaveLength(1290);
    const [[, protein]] = records(await fasta({ geneIds: ['AT1G01010.1'], dataset: 'tair10_protein', format: 'query_match' })) as [[string, string]];
    expect(protein).toBe(NAC001_PROTEIN_SEQUENCE);
  });

  it('gives one model per locus, all models, or only the models matching the query', async () => {
    const ids = (text: string) => records(text).map(([header]) => header.split(' ')[0]);
    expect(ids(await fasta({ locusIds: ['AT1G01020'], dataset: 'araport11_protein', format: 'one_per_locus' }))).toEqual(['>AT1G01020.1']);
    expect(ids(await fasta({ locusIds: ['AT1G01020'], dataset: 'araport11_protein', format: 'all_models' }))).toEqual(['>AT1G01020.1', '>AT1G01020.2']);
    expect(ids(await fasta({ geneIds: ['AT1G01020.2'], dataset: 'araport11_protein', format: 'query_match' }))).toEqual(['>AT1G01020.2']);
    expect(ids(await fasta({ geneIds: ['AT1G01020.2'], dataset: 'araport11_protein', format: 'one_per_locus' }))).toEqual(['>AT1G01020.1']);
  });

  it('cuts a reverse-strand locus as REVERSE, numbers its introns model-N, and clips flanks at the chromosome start', async () => {
    const [[locusHeader]] = records(await fasta({ locusIds: ['AT1G01020'], dataset: 'araport11_genomic_locus', format: 'one_per_locus' })) as [[string, string]];
    expect(locusHeader).toBe('>AT1G01020 | Symbols: ARV1 | Arv1-like protein | chr1:6788-9130 REVERSE LENGTH=2343');
    const introns = records(await fasta({ locusIds: ['AT1G01020'], dataset: 'araport11_intron', format: 'one_per_locus' }));
    expect(introns.map(([header]) => header.split(' ')[0])).toEqual(['>AT1G01020.1-1', '>AT1G01020.1-2', '>AT1G01020.1-3', '>AT1G01020.1-4', '>AT1G01020.1-5']);
    const [[upHeader, up]] = records(await fasta({ locusIds: ['AT1G01010'], dataset: 'araport11_upstream', format: 'one_per_locus', flank: 3000 })) as [[string, string]];
    expect(upHeader).toBe('>AT1G01010 | Symbols: NAC001, ANAC001, NTL10 | 3000 bp upstream | chr1:631-3630 FORWARD LENGTH=3000');
    expect(up).toHaveLength(3000);
    const [[downHeader]] = records(await fasta({ locusIds: ['AT1G01020'], dataset: 'araport11_downstream', format: 'one_per_locus', flank: '500' })) as [[string, string]];
    expect(downHeader).toContain('500 bp downstream | chr1:6288-6787 REVERSE LENGTH=500');
  });

  it('cuts the intergenic region up to the next locus', async () => {
    const [[header]] = records(await fasta({ locusIds: ['AT1G01010'], dataset: 'araport11_intergenic', format: 'one_per_locus' })) as [[string, string]];
    expect(header).toBe('>AT1G01010-AT1G01020 | Symbols: NAC001, ANAC001, NTL10 | intergenic region | chr1:5900-6787 FORWARD LENGTH=888');
  });

  it('answers empty text for ids that match nothing', async () => {
    expect(await fasta({ locusIds: ['AT9G99999', 'AT1G01015'], dataset: 'araport11_transcript', format: 'all_models' })).toBe('');
  });

  it.each([
    [{ locusIds: ['AT1G01010'], format: 'one_per_locus' }, 'dataset', undefined],
    [{ locusIds: ['AT1G01010'], dataset: 'araport11_everything' }, 'dataset', undefined],
    [{ locusIds: ['AT1G01010'], dataset: 'araport11_upstream', flank: 2000 }, 'flank', 'flank must be 500, 1000, 3000 (base pairs).'],
    [{ locusIds: ['AT1G01010'], geneIds: ['AT1G01010.1'], dataset: 'araport11_coding' }, 'geneIds', undefined],
    [{ dataset: 'araport11_coding' }, 'locusIds', undefined],
    [{ locusIds: ['AT1G01010'], dataset: 'araport11_coding', format: 'query_match' }, 'format', undefined],
    [{ locusIds: 'AT1G01010', dataset: 'araport11_coding' }, 'locusIds', 'locusIds must be a list.'],
    [{ locusIds: [{ id: 1 }], dataset: 'araport11_coding' }, 'locusIds.0', undefined],
    [{ locusIds: ['x'.repeat(1001)], dataset: 'araport11_coding' }, 'locusIds.0', undefined],
    [{ locusIds: ['AT1G01010'], dataset: 'araport11_coding', key: 'searchParams_1' }, 'key', 'key is not a field of this search.'],
  ])('refuses %j with a 400 naming %s', async (payload, field, message) => {
    const response = await post('sequences', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: boolean; field: string; message: string };
    expect(body).toMatchObject({ error: true, field });
    expect(body.message).toContain(field);
    if (message) expect(body.message).toBe(message);
  });
});

describe('limits and unreadable bodies', () => {
  it('takes 10,000 ids and refuses 10,001', async () => {
    // AT9G… codes: chromosome 9 does not exist, so only AT1G01010 matches.
    const ids = Array.from({ length: 10_000 }, (_, index) => `AT9G${String(index).padStart(5, '0')}`);
    expect((await docsOf('gene/locus_history', { locusIds: ['AT1G01010', ...ids.slice(1)] })).total).toBe(1);
    const response = await post('gene/descriptions', { locusIds: [...ids, 'AT1G01010'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, field: 'locusIds', message: 'locusIds must hold at most 10000 ids.' });
  });

  it('keeps rowsLimit docs and counts them all', async () => {
    const { docs, total } = await docsOf('gene/descriptions', { locusIds: ['AT1G01020', 'AT1G01010'], rowsLimit: 1 });
    expect([docs.length, total]).toEqual([1, 3]);
    expect((await post('gene/descriptions', { locusIds: [], rowsLimit: 0 })).json()).toMatchObject({ error: true, field: 'rowsLimit' });
  });

  it('answers bad JSON and a body that is not an object in the same 400 shape, never a 500', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/search/sequences', headers: { 'content-type': 'application/json' }, payload: '{"locusIds": [' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, field: 'payload' });
    const list = await post('gene/descriptions', ['AT1G01010']);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ error: true, field: 'payload' });
    const nothing = await app.inject({ method: 'POST', url: '/api/search/gene/locus_history' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ error: true, field: 'locusIds', message: 'locusIds is required.' });
  });
});
