// The browse calls (POST /api/search/transposonfamily, /genesymbol, /publication; docs/search.md) for the browse
// pages' stories and tests: docs in the server's shapes, and handlers for the loading, failed and empty states.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';

type Doc = Record<string, unknown>;
const answer = (docs: readonly Doc[]) => HttpResponse.json({ docs, total: docs.length, error: false });
const url = (category: string) => `*/api/search/${category}`;

export const browseTransposonFamilyDocs: Doc[] = [
  { id: '7000001', transposonFamilyId: '7000001', name: 'ATCOPIA24', super_family: 'LTR/Copia', element_count: 64, num_elements: 64 },
  { id: '7000002', transposonFamilyId: '7000002', name: 'ATREP4', super_family: 'RC/Helitron', element_count: 311, num_elements: 311 },
  { id: '7000003', transposonFamilyId: '7000003', name: 'VANDAL3', super_family: 'DNA/MuDR', element_count: 9, num_elements: 9 },
  { id: '7000004', transposonFamilyId: '7000004', name: 'atenspm3', super_family: null, element_count: 0, num_elements: 0 },
];

const named = (id: string, name: string) => ({ id, name });

export const browseGeneSymbolDocs: Doc[] = [
  { id: '6401001', symbol: 'LHY', full_name: 'LATE ELONGATED HYPOCOTYL', type: 'T', status: 'approved', reference: named('501700100', 'Schaffer et al. 1998'), contact: named('1345791', 'Tanya Berardini'), submitted: '2006-04-11' },
  { id: '6401004', symbol: 'FLC', full_name: 'FLOWERING LOCUS C', type: 'F', status: 'approved', reference: null, contact: named('1345791', 'Tanya Berardini'), submitted: '2003-02-10' },
  { id: '6401005', symbol: 'ft', full_name: 'FLOWERING LOCUS T', type: 'T', status: 'approved', reference: 'Kardailsky et al. 1999_501700300', contact: null, submitted: null },
  { id: '6401006', symbol: 'NAC1', full_name: 'NAC DOMAIN CONTAINING PROTEIN 1', type: 'F', status: 'pending', reference: null, contact: null, submitted: '2026-11-02' },
];

/** `count` symbols SYM0001…, first letters cycling A–Z, for paging a 500-row page. */
export const manyGeneSymbolDocs = (count: number): Doc[] =>
  Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(4, '0');
    const letter = String.fromCharCode(65 + (index % 26));
    return { id: `64${n}`, symbol: `${letter}SYM${n}`, full_name: `${letter} SYMBOL ${n}`, type: index % 3 ? 'F' : 'T', status: 'approved', reference: null, contact: null, submitted: '2020-01-01' };
  });

/** This year's publications: two within 14 days of the newest modification date, one older, one without a date. */
export function recentPublicationDocs(now = new Date()): Doc[] {
  const year = now.getFullYear();
  const day = (offset: number) => new Date(Date.UTC(year, 5, 20 + offset)).toISOString().slice(0, 10);
  const study = (id: string, title: string, authors: string, source: string, modified: string | null, extra: Doc = {}) => ({
    id,
    title,
    authors,
    year,
    source,
    type: 'research_article',
    pubmed_id: null,
    doi: null,
    loci: [],
    keywords: [],
    date_last_modified: modified,
    ...extra,
  });
  return [
    study('501799001', 'Circadian gating of cold responses in seedlings', 'Adams K, Zhou L', 'Plant Cell', day(0), {
      doi: '10.5555/demo.501799001',
      pubmed_id: '39990001',
      keywords: ['circadian rhythm', 'response to cold'],
      loci: [named('2200935', 'AT1G01010'), named('2031476', 'AT1G01060')],
    }),
    study('501799002', 'A root hair atlas of Col-0', 'Zeller M', 'Development', day(-10)),
    study('501799003', 'Seed dormancy in twelve accessions', 'Young P', 'Annals of Botany', day(-20)),
    study('501799004', 'Flowering time under far-red light', 'Ng T', 'Plant Physiol.', null),
  ];
}

/** The three browse calls answering the docs above. */
export const browseHandlers = (now = new Date()): RequestHandler[] => [
  http.post(url('transposonfamily'), () => answer(browseTransposonFamilyDocs)),
  http.post(url('genesymbol'), () => answer(browseGeneSymbolDocs)),
  http.post(url('publication'), () => answer(recentPublicationDocs(now))),
];

/** One browse call answering these docs. */
export const browseDocsHandlers = (category: string, docs: readonly Doc[]): RequestHandler[] => [http.post(url(category), () => answer(docs))];

/** Every search waits forever: the loading state. */
export const pendingBrowseHandlers = (): RequestHandler[] => [
  http.post(url('*'), async () => {
    await delay('infinite');
    return answer([]);
  }),
];

/** Every search fails with 500 (002 §8). */
export const failingBrowseHandlers = (): RequestHandler[] => [http.post(url('*'), () => HttpResponse.json({ error: true, message: 'Internal Server Error' }, { status: 500 }))];

/** Every search matches nothing. */
export const emptyBrowseHandlers = (): RequestHandler[] => [http.post(url('*'), () => answer([]))];
