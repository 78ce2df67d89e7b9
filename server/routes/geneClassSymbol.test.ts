// @vitest-environment node
// The registration calls of 001 §7 for gene class symbols: login, the existence check against the registered
// symbols and the living submissions, the two pickers, and the submission's validation (001 §5) and storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../accounts/accountServer.testSupport';
import { startSymbolServer, type SymbolTestServer } from '../geneClassSymbols/symbolServer.testSupport';
import { SUBMITTED, SYMBOL_EXISTS } from './geneClassSymbol';

let server: SymbolTestServer;
let member: Client;
beforeAll(async () => {
  server = await startSymbolServer();
  member = await server.as('researcher');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const submission = (changes: Record<string, unknown> = {}) => ({
  geneClassSymbol: 'QRZ',
  symbolType: 'gene_product',
  fullName: 'QUARTZ ROOT ZONE',
  additionalDetails: 'Root hair patterning.',
  numberOfAssociatedLoci: 1,
  comments: { text: 'First described in our 2024 screen.', loci: [{ id: '2200950', name: 'AT1G01010' }], publications: [] },
  submitterInfo: { firstName: 'Daniel', lastName: 'Okafor', email: 'd.okafor@example.org', institution: 'Carnegie Institution for Science' },
  communityId: 1,
  ...changes,
});

const submit = (client: Client, body: unknown) => client.post('/api/gene_class_symbol/updateGeneSymbolClass', body);

describe('login', () => {
  it.each([
    ['GET', '/api/gene_class_symbol/search?geneClassSymbol=LFY'],
    ['GET', '/api/gene_class_symbol/gene-search?searchTerm=AT1'],
    ['GET', '/api/gene_class_symbol/publication-search?searchTerm=f'],
    ['POST', '/api/gene_class_symbol/updateGeneSymbolClass'],
  ])('%s %s answers 401 with the login page to an anonymous visitor', async (method, path) => {
    const response = await server.anonymous().fetch(path, { method, ...(method === 'POST' ? { json: submission() } : {}) });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { redirectUri: string };
    expect(body.redirectUri).toMatch(/\/login$/);
  });
});

describe('GET /api/gene_class_symbol/search', () => {
  it('answers the registered symbol of the demo dataset', async () => {
    const response = await member.get('/api/gene_class_symbol/search?geneClassSymbol=LFY');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ geneClassSymbol: 'LFY', fullName: 'LEAFY', status: 'approved', source: 'registered' }]);
  });

  it('upper-cases the symbol, and answers no rows for a free one', async () => {
    expect(await (await member.get('/api/gene_class_symbol/search?geneClassSymbol=lhy')).json()).toHaveLength(1);
    expect(await (await member.get('/api/gene_class_symbol/search?geneClassSymbol=ZZQX')).json()).toEqual([]);
  });

  it.each([
    ['', 'Gene class symbol is required.'],
    ['?geneClassSymbol=ATXY', 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".'],
    ['?geneClassSymbol=AB1', 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".'],
    ['?geneClassSymbol=ABCDEF', 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".'],
  ])('refuses %j with 400 naming geneClassSymbol', async (query, error) => {
    const response = await member.get(`/api/gene_class_symbol/search${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field: 'geneClassSymbol' });
  });
});

describe('GET /api/gene_class_symbol/gene-search', () => {
  it('finds loci by symbol, with their AGI code, symbol and description', async () => {
    const rows = (await (await member.get('/api/gene_class_symbol/gene-search?searchTerm=lf')).json()) as Record<string, unknown>[];
    const leafy = rows.find((row) => row.symbol === 'LFY');
    expect(leafy).toMatchObject({ name: 'AT5G61850', NAME: 'AT5G61850', GENE_ID: leafy?.id });
    expect(leafy?.description).toEqual(expect.any(String));
  });

  it('finds loci by the start of an AGI code', async () => {
    const rows = (await (await member.get('/api/gene_class_symbol/gene-search?searchTerm=AT5G618')).json()) as { name: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.name.startsWith('AT5G618')).toBe(true);
  });

  it('needs 2 characters', async () => {
    const response = await member.get('/api/gene_class_symbol/gene-search?searchTerm=L');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'searchTerm must be at least 2 characters.', field: 'searchTerm' });
  });
});

describe('GET /api/gene_class_symbol/publication-search', () => {
  it('finds publications by a title word from 1 character, with title, year and authors', async () => {
    const rows = (await (await member.get('/api/gene_class_symbol/publication-search?searchTerm=flowering')).json()) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toEqual(expect.objectContaining({ id: expect.any(String), title: expect.any(String), authors: expect.any(String) }));
      expect(row.REFERENCE_ID).toBe(row.id);
    }
    expect(rows.some((row) => /flowering/i.test(String(row.title)))).toBe(true);
    const one = await member.get('/api/gene_class_symbol/publication-search?searchTerm=f');
    expect(one.status).toBe(200);
  });

  it('needs a character', async () => {
    const response = await member.get('/api/gene_class_symbol/publication-search?searchTerm=%20');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'searchTerm' });
  });
});

describe('POST /api/gene_class_symbol/updateGeneSymbolClass', () => {
  it('stores a pending submission of the logged-in member (not of the body’s community id), without answering comments', async () => {
    const response = await submit(member, submission());
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; message: string; submission: Record<string, unknown> };
    expect(body).toMatchObject({ success: true, message: SUBMITTED });
    expect(body.submission).toMatchObject({ geneClassSymbol: 'QRZ', symbolType: 'gene_product', fullName: 'QUARTZ ROOT ZONE', status: 'pending', numberOfAssociatedLoci: 1 });
    expect(body.submission).not.toHaveProperty('comments');
    const row = server.app.db.prepare('SELECT community_id, status, comment_text FROM gene_class_symbol_submissions WHERE symbol = ?').get('QRZ');
    expect(row).toEqual({ community_id: 1501415858, status: 'pending', comment_text: 'First described in our 2024 screen.' });
  });

  it('then finds the pending symbol taken, and refuses it a second time with the conflict text', async () => {
    expect(await (await member.get('/api/gene_class_symbol/search?geneClassSymbol=QRZ')).json()).toEqual([
      { geneClassSymbol: 'QRZ', fullName: 'QUARTZ ROOT ZONE', status: 'pending', source: 'submission' },
    ]);
    const again = await submit(await server.as('student'), submission());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: SYMBOL_EXISTS, field: 'geneClassSymbol' });
  });

  it('refuses a registered symbol', async () => {
    expect((await submit(member, submission({ geneClassSymbol: 'FLC' }))).status).toBe(409);
  });

  it('upper-cases the symbol and takes comments as plain text too', async () => {
    const response = await submit(member, submission({ geneClassSymbol: 'qrt', comments: 'Just a note.' }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { submission: { geneClassSymbol: string } }).submission.geneClassSymbol).toBe('QRT');
  });

  it('accepts the body as the detail form builds it: empty optional text, the community id as text', async () => {
    const response = await submit(member, {
      geneClassSymbol: 'QRF',
      symbolType: 'gene_product',
      fullName: 'QUARTZ ROOT FORM',
      additionalDetails: '',
      numberOfAssociatedLoci: 3,
      comments: { text: '', loci: [], publications: [{ id: '501741973', title: 'A title' }] },
      submitterInfo: { firstName: 'Daniel', lastName: 'Okafor', email: '', institution: '' },
      communityId: '1501415858',
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { submission: Record<string, unknown> }).submission).toMatchObject({ additionalDetails: null, numberOfAssociatedLoci: 3 });
  });

  it.each([
    [{ geneClassSymbol: undefined }, 'geneClassSymbol', 'Gene class symbol is required.'],
    [{ geneClassSymbol: 'ATQ' }, 'geneClassSymbol', 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".'],
    [{ geneClassSymbol: 'Q' }, 'geneClassSymbol', 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".'],
    [{ symbolType: '' }, 'symbolType', 'Symbol type cannot be empty.'],
    [{ symbolType: 'protein' }, 'symbolType', 'symbolType must be one of mutant, gene_product.'],
    [{ fullName: '  ' }, 'fullName', 'Full name is required.'],
    [{ fullName: undefined }, 'fullName', 'Full name is required.'],
    [{ numberOfAssociatedLoci: undefined }, 'numberOfAssociatedLoci', 'Number of associated loci is required.'],
    [{ numberOfAssociatedLoci: 4 }, 'numberOfAssociatedLoci', 'Number of associated loci must be 1, 2 or 3.'],
    [{ symbolType: 'mutant' }, 'phenotypeClass', 'Phenotype class is required for a mutant symbol.'],
    [{ comments: { text: 'x', loci: [{ id: 'DROP TABLE', name: 'AT1G01010' }] } }, 'comments.loci.0.id', 'A listed locus or publication needs its record id.'],
    [{ comments: { text: 'x', loci: [{ id: '2200950' }, { id: '999999999', name: 'AT1G01010' }] } }, 'comments.loci.1.id', 'No locus has the id 999999999.'],
    // A key of another type of record is no locus.
    [{ comments: { loci: [{ id: '501700100' }] } }, 'comments.loci.0.id', 'No locus has the id 501700100.'],
    [{ comments: { publications: [{ id: '501741580', title: 'A demo study of roots', year: 2024 }] } }, 'comments.publications.0.id', 'No publication has the id 501741580.'],
    [{ extra: 1 }, 'extra', 'extra is not a field of this form.'],
  ])('refuses %j with 400 naming %s', async (changes, field, error) => {
    const response = await submit(member, submission({ geneClassSymbol: 'QRW', ...changes }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
  });

  it('accepts a mutant symbol with its phenotype class, and drops a phenotype class from a gene product symbol', async () => {
    const mutant = await submit(member, submission({ geneClassSymbol: 'QRM', symbolType: 'mutant', phenotypeClass: 'root development' }));
    expect(((await mutant.json()) as { submission: { phenotypeClass: string } }).submission.phenotypeClass).toBe('root development');
    const product = await submit(member, submission({ geneClassSymbol: 'QRP', phenotypeClass: 'root development' }));
    expect(((await product.json()) as { submission: { phenotypeClass: string | null } }).submission.phenotypeClass).toBeNull();
  });
});
