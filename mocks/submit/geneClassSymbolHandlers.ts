// The gene class symbol registration calls (001 §7) as the symbol forms' stories and tests see them. The reference
// server answers the same shapes (docs/gene-symbols.md): rows of taken symbols { geneClassSymbol, fullName, status,
// source } (empty when free), locus rows { id, name, symbol, description } and publication rows { id, title, year,
// authors } with the authors as one string.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';

/** Symbols the mock database already holds. */
export const TAKEN_SYMBOLS = ['LFY', 'FT', 'PHOT'];

export const mockLoci = [
  { id: '2200935', name: 'AT1G01010', symbol: 'NAC001', description: 'NAC domain containing protein 1' },
  { id: '2200950', name: 'AT1G01020', symbol: 'ARV1', description: 'Arv1-like protein' },
  { id: '2200980', name: 'AT1G01030', symbol: 'NGA3', description: 'AP2/B3-like transcriptional factor family protein' },
  { id: '2167336', name: 'AT5G61850', symbol: 'LFY', description: 'Floral meristem identity transcription factor LEAFY' },
];

export const mockPublications = [
  { id: '501741063', title: 'LEAFY controls floral meristem identity in Arabidopsis', year: 1992, authors: 'Weigel D, Alvarez J, Smyth DR' },
  { id: '501683012', title: 'Activation of floral homeotic genes in Arabidopsis', year: 1993, authors: 'Weigel D, Meyerowitz EM' },
  { id: '501722490', title: 'Circadian clock genes of Arabidopsis', year: 2001, authors: 'Alabadi D' },
];

const searchUrl = '*/api/gene_class_symbol/search';
const geneSearchUrl = '*/api/gene_class_symbol/gene-search';
const publicationSearchUrl = '*/api/gene_class_symbol/publication-search';
export const submitUrl = '*/api/gene_class_symbol/updateGeneSymbolClass';

const term = (request: Request, name: string) => (new URL(request.url).searchParams.get(name) ?? '').trim().toLowerCase();

/** The symbol check: rows for a taken symbol, none for a free one. */
export const symbolSearchHandler = (): RequestHandler =>
  http.get(searchUrl, ({ request }) => {
    const symbol = term(request, 'geneClassSymbol').toUpperCase();
    return HttpResponse.json(TAKEN_SYMBOLS.includes(symbol) ? [{ geneClassSymbol: symbol, fullName: `${symbol} full name`, status: 'approved', source: 'registered' }] : []);
  });

/** The symbol check failing (a server error). */
export const symbolSearchFailureHandler = (): RequestHandler => http.get(searchUrl, () => HttpResponse.json({ error: 'unavailable' }, { status: 500 }));

export const geneSearchHandler = (): RequestHandler =>
  http.get(geneSearchUrl, ({ request }) => {
    const text = term(request, 'searchTerm');
    return HttpResponse.json(mockLoci.filter((locus) => [locus.name, locus.symbol].some((value) => value.toLowerCase().includes(text))));
  });

export const publicationSearchHandler = (): RequestHandler =>
  http.get(publicationSearchUrl, ({ request }) => {
    const text = term(request, 'searchTerm');
    return HttpResponse.json(
      mockPublications.filter((publication) => [publication.title, publication.authors].some((value) => value.toLowerCase().includes(text))),
    );
  });

/** The submission accepted; `received` collects each body sent, for the tests to read. */
export const submitAcceptedHandler = (received: unknown[] = []): RequestHandler =>
  http.post(submitUrl, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ success: true, message: 'Form submitted successfully and a curator will review it shortly!', submission: { id: 1, status: 'pending' } }, { status: 201 });
  });

export const submitRefusedHandler = (): RequestHandler => http.post(submitUrl, () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }));

/** The symbol was registered by someone else between the check and the submit. */
export const submitConflictHandler = (): RequestHandler =>
  http.post(submitUrl, () =>
    HttpResponse.json(
      {
        error: 'This gene class symbol already exists in the database. If you wish to submit this symbol despite the conflict, contact a TAIR curator.',
        field: 'geneClassSymbol',
      },
      { status: 409 },
    ),
  );

/** The submission that never answers, to show the form while it is being sent. */
export const submitPendingHandler = (): RequestHandler => http.post(submitUrl, () => delay('infinite'));

export const geneClassSymbolHandlers: RequestHandler[] = [
  symbolSearchHandler(),
  geneSearchHandler(),
  publicationSearchHandler(),
  submitAcceptedHandler(),
];
