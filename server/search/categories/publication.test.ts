// The publication category: docs from demo publications, and POST /api/search/publication on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { PublicationResponse } from '../../../schemas/publication';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { publicationCategory, publicationDoc } from './publication';

describe('publication docs', () => {
  it('cite the first 6 authors then et al., with year, source, ids and loci', () => {
    const demo = demoDataset.publication!.find((one) => one.key === 501700100)!;
    expect(publicationDoc('501700100', demo.record as PublicationResponse)).toMatchObject({
      id: '501700100',
      authors: 'Schaffer R, Ramsay N, Samach A, Corden S, Putterill J, Carré IA et al.',
      year: 1998,
      pubmed_id: null,
    });
  });

  it('carry the date the record was last changed, for the recent literature window', () => {
    const record = (dateLastModified: unknown) => ({ title: 'A study', dateLastModified }) as PublicationResponse;
    expect(publicationDoc('1', record('2026-11-20T08:00:00Z')).date_last_modified).toBe('2026-11-20');
    expect(publicationDoc('1', record(Date.UTC(2026, 10, 3))).date_last_modified).toBe('2026-11-03');
    expect(publicationDoc('1', record('last week')).date_last_modified).toBeNull();
    expect(publicationDoc('1', { title: 'A study' }).date_last_modified).toBeNull();
  });
});

describe('publication index', () => {
  it('files a keyword under its category, from the record or else from the keyword record it links to', () => {
    const record = { title: 'A study', keywords: [{ keyword: 'nucleus', keywordId: 5634 }, { keyword: 'root', keywordId: 9005, keywordType: 'stru' }] };
    const related = (type: string, key: string) => (type === 'keyword' && key === '5634' ? { summary: { kwType: 'comp' } } : null);
    const [doc] = publicationCategory.index('publication', '1', record, related);
    expect(doc!.terms).toEqual(expect.arrayContaining([{ field: 'keyword_comp', value: 'nucleus' }, { field: 'keyword_stru', value: 'root' }]));
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/publication on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('publication', payload);
  const row = (search_type: string, search_method: string, search_input: string) => ({ search_type, search_method, search_input });

  it('rows search by author, title, locus, PubMed id and DOI', async () => {
    expect(await ids({ searchTerms: [row('authors', 'exactly', 'schaffer r')] })).toEqual(['501700100']);
    expect(await ids({ searchTerms: [row('title_abstract', 'contains', 'late elongated hypocotyl mutation')] })).toEqual(['501700100']);
    expect(await ids({ searchTerms: [row('pubmedId', 'exactly', '21798944')] })).toEqual(['501741973']);
    expect(await ids({ searchTerms: [row('loci', 'exactly', 'LHY'), row('authors', 'starts_with', 'Mizoguchi')] })).toEqual(['501700200']);
    const doi = await server.search<{ doi: string }>('publication', { searchTerms: [row('doi', 'exactly', '10.5555/DEMO.501790002')] });
    expect(doi.body.docs.map((doc) => doc.doi)).toEqual(['10.5555/demo.501790002']);
  });

  it('year_from and year_to bound the year, at the top level or as rows (recent literature); present is this year', async () => {
    const in2000 = await server.search<{ year: number }>('publication', { year_from: 2000, year_to: '2000' });
    expect(in2000.body.total).toBeGreaterThan(0);
    expect(new Set(in2000.body.docs.map((doc) => doc.year))).toEqual(new Set([2000]));
    expect(await ids({ searchTerms: [{ year_from: 2000 }, { year_to: 2000 }] })).toEqual(in2000.body.docs.map((doc) => (doc as unknown as { id: string }).id));
    const recent = await server.search<{ year: number }>('publication', { year_from: 2023, year_to: 'present' });
    expect(recent.body.docs.every((doc) => doc.year >= 2023)).toBe(true);
    expect(recent.body.total).toBeGreaterThan(0);
  });

  it('applies every year bound of the rows and the top level together, as one year range', async () => {
    const years = async (payload: object) =>
      new Set((await server.search<{ year: number }>('publication', { ...payload, rowsLimit: 10000 })).body.docs.map((doc) => doc.year));
    const between = await years({ year_from: 1995, year_to: 2005 });
    const together = await years({ searchTerms: [{ year_from: 1990 }, { year_from: 1995 }, { year_to: 2010 }], year_to: 2005 });
    expect(between.size).toBeGreaterThan(1);
    expect(together).toEqual(between);
    // One range over the year index, not a range per row: an open-ended row alone would list nearly every publication.
    const { criteria } = publicationCategory.query({ searchTerms: [{ year_from: 2026 }, { year_to: 2026 }] });
    expect(criteria).toEqual([{ kind: 'range', field: 'year', min: 2026, max: 2026 }]);
  });

  it('answers newest first', async () => {
    const years = (await server.search<{ year: number }>('publication', {})).body.docs.map((doc) => doc.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('publication_type: all is no restriction; a journal article is a research_article', async () => {
    const total = (await server.search('publication', {})).body.total;
    expect((await server.search('publication', { publication_type: 'all' })).body.total).toBe(total);
    expect((await server.search('publication', { publication_type: 'research_article' })).body.total).toBe(total);
    expect(await ids({ publication_type: 'book_chapter' })).toEqual([]);
  });

  it('keywordTerms match the publication’s keywords with their method', async () => {
    const binding = await ids({ keywordTerms: [{ keyword_method: 'exactly', keyword_term: 'protein binding' }] });
    expect(binding).toContain('501741973');
    expect(await ids({ keywordTerms: [{ keyword_method: 'contains', keyword_term: 'zzz' }] })).toEqual([]);
  });

  it('keywordTerms keyword_types: the keyword within the chosen categories only', async () => {
    const circadian = { keyword_method: 'exactly', keyword_term: 'circadian rhythm' };
    const anyType = await ids({ keywordTerms: [circadian] });
    expect(anyType).toContain('501700100');
    expect(await ids({ keywordTerms: [{ ...circadian, keyword_types: 'proc' }] })).toEqual(anyType);
    expect(await ids({ keywordTerms: [{ ...circadian, keyword_types: ['func', 'comp'] }] })).toEqual([]);
    // 'binding' is in functions (protein binding, DNA binding), not in components.
    const bindingFunctions = await ids({ keywordTerms: [{ keyword_method: 'contains', keyword_term: 'binding', keyword_types: ['func'] }] });
    expect(bindingFunctions).toContain('501741973');
    expect(await ids({ keywordTerms: [{ keyword_method: 'contains', keyword_term: 'binding', keyword_types: ['comp', 'stru'] }] })).toEqual([]);
    // Plant structures: root, flower (the demo studies of the family loci too).
    const structures = await ids({ keywordTerms: [{ keyword_method: 'exactly', keyword_term: 'root', keyword_types: 'stru' }] });
    expect(structures.length).toBeGreaterThan(1);
    expect(await ids({ keywordTerms: [{ keyword_method: 'exactly', keyword_term: 'root', keyword_types: 'grow' }] })).toEqual([]);
  });

  it('bad payloads are 400s naming the field', async () => {
    for (const [payload, field] of [
      [{ year_from: 'last year' }, 'year_from'],
      [{ publication_type: 'novel' }, 'publication_type'],
      [{ searchTerms: [row('journal', 'contains', 'x')] }, 'searchTerms.0.search_type'],
      [{ searchTerms: [{ year_to: 'soon' }] }, 'searchTerms.0.year_to'],
      [{ keywordTerms: [{ keyword_method: 'near', keyword_term: 'x' }] }, 'keywordTerms.0.keyword_method'],
    ] as const) {
      const answer = await server.search('publication', payload);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: true, field });
    }
  });
});
