// Saved queries (server/routes/savedQueries.ts) for Storybook, component tests and mock mode: kept in memory, with
// fixed ids a story can open as if from a shared link, and one that has expired.
import { http, HttpResponse, type RequestHandler } from 'msw';

/** The id of a genes search saved by another browser (the stories' shared link). */
export const SHARED_GENES_QUERY_ID = 'sharedGenesQuery';
/** The id of a sequence request saved by another browser. */
export const SHARED_SEQUENCES_QUERY_ID = 'sharedSequences0';
/** An id whose saved query is past its expiry. */
export const EXPIRED_QUERY_ID = 'expiredQuery0000';
export const EXPIRED_QUERY_TEXT = 'This search link has expired. Please run the search again.';

const farFuture = '2099-01-01T00:00:00.000Z';

const saved = new Map<string, unknown>([
  [SHARED_GENES_QUERY_ID, { kind: 'results', category: 'genes', params: { searchType: 'contains', searchBy: 'name', detailSearchText: 'NAC' } }],
  [SHARED_SEQUENCES_QUERY_ID, { kind: 'sequences', params: { locusIds: ['AT1G01010', 'AT1G01060'], dataset: 'araport11_transcript', format: 'one_per_locus' } }],
]);

/** A 16-character id from the query's text, as the server's hash gives one query one id. */
function idOf(text: string): string {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619) >>> 0;
  return `m${hash.toString(36)}`.padEnd(16, '0').slice(0, 16);
}

export const savedQueryHandlers: RequestHandler[] = [
  http.post('*/api/saved-queries', async ({ request }) => {
    const text = await request.text();
    const id = idOf(text);
    saved.set(id, JSON.parse(text) as unknown);
    return HttpResponse.json({ id, expiresAt: farFuture }, { status: 201 });
  }),
  http.get('*/api/saved-queries/:id', ({ params }) => {
    const query = saved.get(String(params.id));
    if (params.id === EXPIRED_QUERY_ID || !query) return HttpResponse.json({ error: EXPIRED_QUERY_TEXT }, { status: 404 });
    return HttpResponse.json({ ...(query as object), expiresAt: farFuture });
  }),
];
