// The search calls behind /results (docs/search.md) for Storybook, component tests and mock mode: fixture docs per
// category in the `{ docs, total, error }` answer, plus handlers for the page's states (pending, failed, error
// flag, empty, truncated at 10,000 rows, gene actions refused to a member with no usage units left).
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { geneActionLimitRefusal, memberRefusal, type GeneActionLimitBody } from '../accessRefusals';
import { annotationDocs, annotationTerm, descriptionDocs, geneDocs, locusHistoryDocs, manyGeneDocs, microarrayDocs } from '../fixtures/search/geneDocs';
import {
  communityDocs,
  dnaDocs,
  ecotypeDocs,
  geneSymbolDocs,
  germplasmDocs,
  keywordDocs,
  markerDocs,
  polymorphismDocs,
  proteinDocs,
  protocolDocs,
  publicationDocs,
  transposonDocs,
  transposonFamilyDocs,
} from '../fixtures/search/recordDocs';

type Doc = Record<string, unknown>;

/** Fixture docs by the endpoint that answers them (after /api/search/). */
export const searchDocs: Record<string, readonly Doc[]> = {
  gene: geneDocs,
  dna: dnaDocs,
  protein: proteinDocs,
  germplasm: germplasmDocs,
  keyword: keywordDocs,
  polymorphism: polymorphismDocs,
  publication: publicationDocs,
  community: communityDocs,
  marker: markerDocs,
  ecotype: ecotypeDocs,
  transposon: transposonDocs,
  transposonfamily: transposonFamilyDocs,
  genesymbol: geneSymbolDocs,
  protocol: protocolDocs,
  'gene/descriptions': descriptionDocs,
  'gene/locus_history': locusHistoryDocs,
  'gene/microarray': microarrayDocs,
};

// The header search's categories (001 §2.1) and the docs that answer them.
const generalDocs: Record<string, readonly Doc[]> = {
  genes: geneDocs,
  dna: dnaDocs,
  vector: dnaDocs.filter((doc) => doc.type === 'vector'),
  keyword: keywordDocs,
  protein: proteinDocs,
  polyallele: polymorphismDocs,
  ecotype: ecotypeDocs,
  community: communityDocs,
  germplasm: germplasmDocs,
  markers: markerDocs,
  transposon: transposonDocs,
};

const answer = (docs: readonly Doc[], total = docs.length) => HttpResponse.json({ docs, total, error: false });
const refusal = (field: string, message: string) => HttpResponse.json({ error: true, field, message }, { status: 400 });
const asObject = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/** A general search keeps the docs whose text holds the search text, ignoring case (a stand-in for the index). */
function generalAnswer(body: Record<string, unknown>) {
  const { category, searchText } = body;
  if (typeof category !== 'string' || !(category in generalDocs)) return refusal('category', 'category must be one of the header search categories.');
  if (typeof searchText !== 'string' || searchText.trim() === '') return refusal('searchText', 'searchText must not be empty.');
  const needle = searchText.trim().toLowerCase();
  return answer((generalDocs[category] ?? []).filter((doc) => JSON.stringify(doc).toLowerCase().includes(needle)));
}

const searchUrl = (path: string) => `*/api/search/${path}`;

export const searchResultsHandlers: RequestHandler[] = [
  http.post(searchUrl('general'), async ({ request }) => generalAnswer(asObject(await request.json().catch(() => null)))),
  http.post(searchUrl('annotation'), async ({ request }) => {
    const body = asObject(await request.json().catch(() => null));
    return HttpResponse.json({ docs: annotationDocs, total: annotationDocs.length, error: false, term: annotationTerm(body.keyword_types) });
  }),
  http.post(searchUrl('free/annotation'), async ({ request }) => {
    const body = asObject(await request.json().catch(() => null));
    const term = body.keywordId !== undefined ? `keyword ${String(body.keywordId)}` : `publication ${String(body.publicationId)}`;
    return HttpResponse.json({ docs: annotationDocs, total: annotationDocs.length, error: false, term });
  }),
  // Detail searches answer every fixture doc of their category: the stories show columns, not matching.
  ...Object.entries(searchDocs).map(([path, docs]) => http.post(searchUrl(path), () => answer(docs))),
];

const everySearch = searchUrl('*');

/** Every search waits forever: the loading state. */
export const pendingSearchHandlers = (): RequestHandler[] => [
  http.post(everySearch, async () => {
    await delay('infinite');
    return answer([]);
  }),
];

/** Every search fails with 500. */
export const failingSearchHandlers = (): RequestHandler[] => [
  http.post(everySearch, () => HttpResponse.json({ error: true, message: 'Internal Server Error' }, { status: 500 })),
];

/** Every search answers 200 with its error flag set. */
export const errorFlagSearchHandlers = (): RequestHandler[] => [http.post(everySearch, () => HttpResponse.json({ docs: [], total: 0, error: true }))];

/**
 * A member with no usage units left: the gene actions (subscription content, server/access/contentAccess.ts) are
 * refused with the server's 403; the searches behind result lists are public and answer as usual.
 */
export const memberRefusedGeneActionHandlers = (): RequestHandler[] => [
  ...['gene/descriptions', 'gene/locus_history', 'gene/microarray', 'annotation', 'free/annotation'].map((path) => http.post(searchUrl(path), memberRefusal)),
  ...searchResultsHandlers,
];

/** An address over a gene-action limit (3 at once, 30 a minute): the gene actions answer the server's 429. */
export const limitedGeneActionHandlers = (body: GeneActionLimitBody): RequestHandler[] => [
  ...['gene/descriptions', 'gene/locus_history', 'gene/microarray', 'annotation', 'free/annotation'].map((path) =>
    http.post(searchUrl(path), () => geneActionLimitRefusal(body)),
  ),
  ...searchResultsHandlers,
];

/** Every search matches nothing. */
export const emptySearchHandlers = (): RequestHandler[] => [http.post(everySearch, () => answer([]))];

/** A search answering the given docs, whatever it asked. */
export const docsSearchHandlers = (docs: readonly Doc[], total = docs.length): RequestHandler[] => [http.post(everySearch, () => answer(docs, total))];

/** A gene search cut at the 10,000-row limit of a larger match (001 §4). */
export const truncatedGeneSearchHandlers = (total = 12_345): RequestHandler[] => docsSearchHandlers(manyGeneDocs(10_000), total);
