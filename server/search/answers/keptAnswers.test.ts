// @vitest-environment node
// The browse pages' searches answered from kept answers, against the real server over the seeded demo dataset:
// every encoding carries the bytes the index gives when asked afresh, and a symbol a curator approves is in the very
// next answer.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentLiteratureRequest } from '../../../contracts/browse/recentLiterature';
import type { Client } from '../../accounts/accountServer.testSupport';
import { startSymbolServer, type SymbolTestServer } from '../../geneClassSymbols/symbolServer.testSupport';
import { categoryByName } from '../categories';
import { MAX_ROWS_LIMIT } from '../../../contracts/search/payload';
import { sqliteSearchStore } from '../sqlite/store';
import { answerText } from './answerText';

let server: SymbolTestServer;
beforeAll(async () => {
  server = await startSymbolServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The answer the index gives now, read by a store of its own (nothing kept). */
function freshAnswer(category: string, payload: Record<string, unknown>): string {
  const { rowsLimit, ...rest } = payload;
  const module = categoryByName.get(category)!;
  const query = { ...module.query(module.payload.parse(rest)), limit: typeof rowsLimit === 'number' ? rowsLimit : MAX_ROWS_LIMIT };
  return answerText(sqliteSearchStore(server.app.db).search(query));
}

const ask = (category: string, payload: unknown, acceptEncoding: string) =>
  server.app.inject({ method: 'POST', url: `/api/search/${category}`, payload: payload as object, headers: { 'accept-encoding': acceptEncoding } });

const decoded = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

const BROWSE_SEARCHES: [string, string, Record<string, unknown>][] = [
  ['Gene Class Symbols', 'genesymbol', {}],
  ['Transposon Families', 'transposonfamily', {}],
  ['Recently Added Literature', 'publication', recentLiteratureRequest(new Date().getFullYear())],
];

describe.each(BROWSE_SEARCHES)('%s', (_page, category, payload) => {
  it('answers the bytes the index gives afresh, uncompressed, in brotli and in gzip, again and again', async () => {
    const expected = freshAnswer(category, payload);
    expect(JSON.parse(expected).docs.length).toBeGreaterThan(0);
    // An answer under 1 KB goes out as it is, as the server sends every small answer.
    const small = Buffer.byteLength(expected) < 1024;
    for (const [acceptEncoding, compressed] of [['identity', undefined], ['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip', 'gzip']] as const) {
      const encoding = small ? undefined : compressed;
      const first = await ask(category, payload, acceptEncoding);
      const second = await ask(category, payload, acceptEncoding);
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decoded(encoding, response.rawPayload)).toBe(expected);
      }
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      if (!small) expect(first.headers.vary).toMatch(/accept-encoding/i);
    }
  });
});

describe('an approved symbol', () => {
  let member: Client;
  let curator: Client;
  beforeAll(async () => {
    member = await server.as('researcher');
    curator = await server.as('curator');
  }, 30_000);

  it('is in the next answer of the gene symbols page, which is again the index’s own', async () => {
    const before = JSON.parse(decoded('br', (await ask('genesymbol', {}, 'br')).rawPayload)) as { docs: { symbol: string }[]; total: number };
    expect(before.docs.map((doc) => doc.symbol)).not.toContain('KPTA');

    const submitted = await member.post('/api/gene_class_symbol/updateGeneSymbolClass', {
      geneClassSymbol: 'KPTA',
      symbolType: 'mutant',
      fullName: 'KEPT ANSWER',
      phenotypeClass: 'root development',
      numberOfAssociatedLoci: 1,
    });
    expect(submitted.status).toBe(201);
    const { submission } = (await submitted.json()) as { submission: { id: number } };
    expect((await curator.post(`/api/gene_class_symbol/submissions/${submission.id}/decision`, { decision: 'approve' })).status).toBe(200);

    const response = await ask('genesymbol', {}, 'br');
    const text = decoded('br', response.rawPayload);
    const after = JSON.parse(text) as { docs: { symbol: string; full_name: string }[]; total: number };
    expect(after.total).toBe(before.total + 1);
    expect(after.docs).toContainEqual(expect.objectContaining({ symbol: 'KPTA', full_name: 'KEPT ANSWER' }));
    expect(text).toBe(freshAnswer('genesymbol', {}));
    expect(decoded(undefined, (await ask('genesymbol', {}, 'identity')).rawPayload)).toBe(text);
  });
});
