// @vitest-environment node
// Every text field of every search call refuses control characters with a 400 naming the field (search/payload.ts),
// before the text reaches the database, where a NUL would end SQLite's full-text query early: a 500 and a logged stack.
// Lists pasted into a text area (the gene and protein forms' gene list) keep tab, CR and LF as separators.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { seedRecords } from '../seed';
import { listenOnLoopback, tempDir, type TempDir } from '../testing';

let temp: TempDir;
let app: FastifyInstance;
let origin: string;
/** The server's log entries at level error (50) or above. */
let loggedErrors: string[] = [];

beforeAll(async () => {
  temp = tempDir('portal-search-text-');
  const stream = new Writable({
    write(line: Buffer, _encoding, done) {
      if ((JSON.parse(line.toString()) as { level: number }).level >= 50) loggedErrors.push(line.toString());
      done();
    },
  });
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), logger: { level: 'error', stream } });
  // The demo dataset: every category has records, so each search reaches its full-text tables.
  seedRecords(app.db);
  origin = await listenOnLoopback(app);
});
afterAll(async () => {
  await app?.close();
  temp?.remove();
});
beforeEach(() => {
  loggedErrors = [];
});

const term = (text: string) => ({ search_method: 'contains', search_input: text });

/** [call, the field, a payload carrying `text` in that field]: every text field of every search call. */
const textFields: [string, string, (text: string) => unknown][] = [
  ['general', 'searchText', (text) => ({ category: 'genes', searchText: text })],
  ['suggest', 'q', (text) => text],
  ['gene', 'detailSearchText', (text) => ({ searchBy: 'name', searchType: 'contains', detailSearchText: text })],
  ['gene', 'keywordTerm', (text) => ({ keywordTerm: text })],
  ['gene', 'geneList', (text) => ({ geneList: text })],
  ['gene', 'geneModelType.0', (text) => ({ geneModelType: [text] })],
  ['dna', 'searchTerms.0.search_input', (text) => ({ category: 'clone', searchTerms: [{ search_type: 'name', ...term(text) }] })],
  ['dna', 'restrictByFeatures.0.vector_type', (text) => ({ category: 'vector', restrictByFeatures: [{ vector_type: text }] })],
  ['protein', 'nameSection.nameText', (text) => ({ nameSection: { nameBy: 'contains', nameType: 'locus', nameText: text } })],
  ['protein', 'geneList', (text) => ({ geneList: text })],
  [
    'protein',
    'domainSection.0.db_acc_input',
    (text) => ({ domainSection: [{ quant_type: '>', quant_number: 0, db_name: 'pfam', db_acc_input: text }] }),
  ],
  ['germplasm', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'name', ...term(text) }] })],
  ['germplasm', 'searchTerms.0.species_search_by', (text) => ({ searchTerms: [{ species_search_by: text }] })],
  ['germplasm', 'searchAlleles.0.search_input', (text) => ({ searchAlleles: [term(text)] })],
  ['keyword', 'searchTerms.0.kw_search_input', (text) => ({ searchTerms: [{ search_method: 'contains', kw_search_input: text }] })],
  ['polymorphism', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'name', ...term(text) }] })],
  ['publication', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'title_abstract', ...term(text) }] })],
  ['publication', 'keywordTerms.0.keyword_term', (text) => ({ keywordTerms: [{ keyword_method: 'contains', keyword_term: text }] })],
  ['community', 'searchTerms.0.last_name_input', (text) => ({ searchTerms: [{ last_name_method: 'contains', last_name_input: text }] })],
  ['marker', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'name', ...term(text) }] })],
  ['ecotype', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'name', ...term(text) }] })],
  ['ecotype', 'restrictByFeatures.0.country.0', (text) => ({ restrictByFeatures: [{ country: [text] }] })],
  ['transposon', 'searchTerms.0.input_name', (text) => ({ searchTerms: [{ type_name: 'contains', input_name: text }] })],
  ['transposonfamily', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'name', ...term(text) }] })],
  ['genesymbol', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'symbol', ...term(text) }] })],
  ['protocol', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'title', ...term(text) }] })],
  ['gene/descriptions', 'locusIds.0', (text) => ({ locusIds: [text] })],
  ['gene/locus_history', 'locusIds.0', (text) => ({ locusIds: [text] })],
  ['gene/microarray', 'locusIds.0', (text) => ({ locusIds: [text] })],
  ['annotation', 'searchTerms.0.search_input', (text) => ({ searchTerms: [{ search_type: 'locus_name', ...term(text) }] })],
  ['annotation', 'locusIds.0', (text) => ({ locusIds: [text] })],
  ['sequences', 'locusIds.0', (text) => ({ locusIds: [text], dataset: 'araport11_transcript' })],
  ['sequences', 'geneIds.0', (text) => ({ geneIds: [text], dataset: 'araport11_transcript' })],
];

async function search(call: string, payload: unknown): Promise<{ status: number; body: { field?: string; message?: string } }> {
  const response =
    call === 'suggest'
      ? await fetch(`${origin}/api/search/suggest?category=genes&q=${encodeURIComponent(payload as string)}`)
      : await fetch(`${origin}/api/search/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as object) : {} };
}

describe('control characters in search text', () => {
  it.each(textFields)('%s: a NUL in %s is a 400 naming the field, and nothing is logged', async (call, field, payload) => {
    const { status, body } = await search(call, payload('AT1G\u000001010'));
    expect({ status, field: body.field }).toEqual({ status: 400, field });
    expect(body.message).toBe(`${field} must not contain control characters (U+0000 at character 5).`);
    expect(loggedErrors).toEqual([]);
  });

  it.each(textFields)('%s: the same text without the NUL in %s is searched', async (call, _field, payload) => {
    const { status } = await search(call, payload('AT1G01010'));
    expect(status).toBe(200);
  });

  it.each(['\t', '\n', '\r', '\u001b', '\u007f'])('a one-line field refuses %j too', async (character) => {
    const { status, body } = await search('gene', { searchBy: 'name', searchType: 'contains', detailSearchText: `NAC${character}001` });
    expect({ status, field: body.field }).toEqual({ status: 400, field: 'detailSearchText' });
  });

  it('a pasted gene list keeps tab, CR and LF as separators and finds every id', async () => {
    const response = await fetch(`${origin}/api/search/gene`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ geneList: 'AT1G01010\t\r\nAT1G01020\r\n' }),
    });
    expect(response.status).toBe(200);
    const { docs } = (await response.json()) as { docs: { gene_name: string }[] };
    expect(docs.map((doc) => doc.gene_name).sort()).toEqual(['AT1G01010', 'AT1G01020']);
  });

  it('a pasted gene list still refuses the other control characters', async () => {
    for (const call of ['gene', 'protein']) {
      const { status, body } = await search(call, { geneList: 'AT1G01010\nAT1G\u000c01020' });
      expect({ call, status, message: body.message }).toEqual({ call, status: 400, message: 'geneList must not contain control characters (U+000C at character 15).' });
    }
  });
});
