// The keyword category: docs from demo ontology terms, and POST /api/search/keyword on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { KeywordResponse } from '../../../schemas/keyword';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { keywordDoc } from './keyword';

describe('keyword docs', () => {
  it('carry the term, its category, ontology id and annotation count', () => {
    const demo = demoDataset.keyword!.find((one) => one.key === 5330)!;
    expect(keywordDoc('5330', demo.record as KeywordResponse)).toEqual({
      id: '5330',
      name: 'DNA-binding transcription factor activity',
      category: 'func',
      accession: 'GO:0003700',
      annotation_count: 8,
    });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/keyword on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('keyword', payload);

  it('searches names and synonyms with each method', async () => {
    expect(await ids({ searchTerms: [{ search_method: 'exactly', kw_search_input: 'Nucleus' }] })).toEqual(['5634']);
    expect(await ids({ searchTerms: [{ search_method: 'starts_with', kw_search_input: 'flower' }] })).toEqual(expect.arrayContaining(['9046', '7616']));
    expect(await ids({ searchTerms: [{ search_method: 'contains', kw_search_input: 'sequence-specific DNA' }] })).toEqual(['5330']);
  });

  it('a GO: or PO: id matches exactly', async () => {
    expect(await ids({ searchTerms: [{ go_id_search_inp: 'GO:0003700' }] })).toEqual(['5330']);
    expect(await ids({ searchTerms: [{ go_id_search_inp: 'po:0009025' }] })).toEqual(['9025']);
    expect(await ids({ searchTerms: [{ go_id_search_inp: 'GO:000370' }] })).toEqual([]);
  });

  it('restrictCats keeps the chosen categories: GO aspects, the Plant Ontology, plant anatomy', async () => {
    const flowerTerms = { searchTerms: [{ search_method: 'starts_with', kw_search_input: 'flower' }] };
    expect(await ids({ ...flowerTerms, restrictCats: ['pat'] })).toEqual(['9046']);
    expect(await ids({ ...flowerTerms, restrictCats: ['po'] })).toEqual(expect.arrayContaining(['9046', '7616']));
    expect(await ids({ ...flowerTerms, restrictCats: ['go_bp', 'go_mf', 'go_cc'] })).toEqual(['9908']);
    expect(await ids({ ...flowerTerms, restrictCats: ['go_mf', 'user'] })).toEqual([]);
    const cellular = await server.search<{ category: string }>('keyword', { restrictCats: ['go_cc'] });
    expect(cellular.body.total).toBeGreaterThan(0);
    expect(new Set(cellular.body.docs.map((doc) => doc.category))).toEqual(new Set(['comp']));
  });

  it("a malformed id ('GO:abc') or an unknown category is a 400 naming the field", async () => {
    const badId = await server.search('keyword', { searchTerms: [{ go_id_search_inp: 'GO:abc' }] });
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ error: true, field: 'searchTerms.0.go_id_search_inp' });
    expect(badId.body.message).toContain('GO: or PO:');
    expect((await server.search('keyword', { restrictCats: ['go'] })).body).toMatchObject({ field: 'restrictCats.0' });
  });
});
