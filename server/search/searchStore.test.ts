// The search store's contract, run on each store: every criterion kind of types.ts, both orders, limits and totals,
// the typeahead, and the index following a record's writes, over a small category made for telling them apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';
import type { CategoryModule, Criterion, SearchOrder } from './types';

interface Thing {
  name: string;
  aliases: string[];
  kind: string;
  size: number;
  span?: [string, number, number];
  text: string;
  title?: string;
}

const things: CategoryModule = {
  category: 'thing',
  version: 1,
  sourceTypes: ['thing'],
  // The SQLite store answers 'contains' on names from their suffix rows: both paths answer alike.
  nameFields: ['name'],
  index(_type, key, body) {
    const thing = body as Thing;
    return [
      {
        id: key,
        doc: { id: key, name: thing.name },
        sortKey: thing.name,
        terms: [{ field: 'name', value: thing.name }, ...thing.aliases.map((value) => ({ field: 'alias', value })), { field: 'kind', value: thing.kind }],
        numbers: [{ field: 'size', value: thing.size }],
        spans: thing.span ? [{ field: 'at', chromosome: thing.span[0], start: thing.span[1], end: thing.span[2] }] : [],
        words: [{ field: 'text', text: thing.text }, ...(thing.title ? [{ field: 'title', text: thing.title }] : [])],
      },
    ];
  },
  payload: z.unknown(),
  query: () => ({ category: 'thing', criteria: [] }),
};
/** Prose only: where ts_rank_cd and bm25 order word matches differently. */
const notes: CategoryModule = {
  category: 'note',
  version: 1,
  sourceTypes: ['note'],
  index: (_type, key, body) => [{ id: key, doc: { id: key }, sortKey: key, words: [{ field: 'text', text: String(body) }] }],
  payload: z.unknown(),
  query: () => ({ category: 'note', criteria: [] }),
};
const MODULES = [things, notes];
const NOTES = {
  a: 'kinase one two three four five protein',
  b: 'protein kinase one two three four five',
};

const THINGS: Record<string, Thing> = {
  '1': { name: 'NAC001', aliases: ['ANAC001', 'NTL'], kind: 'gene', size: 10, span: ['1', 100, 200], text: 'NAC domain transcription factor', title: 'Early flowering' },
  '2': { name: 'NAC', aliases: ['XNAC'], kind: 'pseudogene', size: 20, span: ['1', 150, 400], text: 'kinase family protein kinase' },
  '3': {
    name: 'ARV1',
    aliases: ['NACL1'],
    kind: 'gene',
    size: 30,
    span: ['2', 100, 200],
    text: 'a protein kinase with a very long description of many other words that dilute the kinase',
  },
  '4': { name: 'GEN1', aliases: ['ünïcode Ärabidopsis'], kind: 'Gene', size: 40, text: 'Ärabidopsis ünïcode 100% "quoted"' },
  '5': { name: 'ZED', aliases: [], kind: 'other', size: 50, span: ['3', 1, 5], text: 'kinase' },
};

const record = (id: string, thing: Thing) => ({ type: 'thing', id, name: thing.name, accession: null, body: JSON.stringify(thing) });

describe.each(STORE_DRIVERS)('the search store on $name', (driver) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await driver.open();
    await store.insertRecords([
      ...Object.entries(THINGS).map(([id, thing]) => record(id, thing)),
      ...Object.entries(NOTES).map(([id, text]) => ({ type: 'note', id, name: null, accession: null, body: JSON.stringify(text) })),
    ]);
    await store.buildSearchIndex(MODULES);
  });
  afterAll(() => store?.close());

  const search = async (criteria: Criterion[], { order, limit = 100 }: { order?: SearchOrder['by']; limit?: number } = {}) => {
    const { docs, total } = await store.search.search({ category: 'thing', criteria, limit, ...(order ? { order: { by: order } } : {}) });
    return { ids: docs.map((doc) => (JSON.parse(doc) as { id: string }).id), total };
  };
  const ids = async (criteria: Criterion[], order?: SearchOrder['by']) => (await search(criteria, { order })).ids;
  const text = (method: 'contains' | 'starts_with' | 'exactly', value: string, fields = ['name', 'alias']): Criterion => ({ kind: 'text', fields, method, value });
  const words = (value: string, method?: 'contains' | 'starts_with' | 'exactly', fields?: string[]): Criterion => ({ kind: 'words', value, method, fields });

  it('matches names by each method, without case, in sort key order unless ranked', async () => {
    expect(await ids([text('contains', 'nac')])).toEqual(['3', '2', '1']);
    expect(await ids([text('starts_with', 'Nac')])).toEqual(['3', '2', '1']);
    expect(await ids([text('exactly', 'NAC')])).toEqual(['2']);
    expect(await ids([text('contains', 'c0')])).toEqual(['1']);
    // Shorter than a trigram, and LIKE's wildcards as plain text.
    expect(await ids([text('contains', 'V')])).toEqual(['3']);
    expect(await ids([text('contains', '%')])).toEqual([]);
    expect(await ids([text('starts_with', '_')])).toEqual([]);
    expect(await ids([text('contains', 'ärabid', ['alias'])])).toEqual(['4']);
    expect(await ids([text('contains', '   ')])).toEqual([]);
  });

  it('ranks text matches: a term equal to the text, then the earliest start, then the earliest term, then the sort key', async () => {
    expect(await ids([text('contains', 'nac')], 'relevance')).toEqual(['2', '3', '1']);
    expect(await ids([text('contains', 'ac')], 'relevance')).toEqual(['3', '2', '1']);
    expect(await ids([text('contains', 'nac', ['alias'])], 'relevance')).toEqual(['3', '2', '1']);
  });

  it('filters by enumerated values, number ranges and overlapping spans', async () => {
    expect(await ids([{ kind: 'anyOf', field: 'kind', values: ['GENE'] }])).toEqual(['3', '4', '1']);
    expect(await ids([{ kind: 'anyOf', field: 'kind', values: [] }])).toEqual([]);
    expect(await ids([{ kind: 'range', field: 'size', min: 15, max: 40 }])).toEqual(['3', '4', '2']);
    expect(await ids([{ kind: 'range', field: 'size', min: 40 }])).toEqual(['4', '5']);
    expect(await ids([{ kind: 'range', field: 'size', max: 10 }])).toEqual(['1']);
    expect(await ids([{ kind: 'span', field: 'at', chromosome: '1', min: 180, max: 190 }])).toEqual(['2', '1']);
    // Closed ranges: touching at one base pair overlaps.
    expect(await ids([{ kind: 'span', field: 'at', chromosome: '1', min: 400, max: 500 }])).toEqual(['2']);
    expect(await ids([{ kind: 'span', field: 'at', min: 1, max: 150 }])).toEqual(['3', '2', '1', '5']);
    expect(await ids([{ kind: 'span', field: 'at', min: 300 }])).toEqual(['2']);
    expect(await ids([{ kind: 'span', field: 'at', min: 1.5, max: 1.2 }])).toEqual(['5']);
  });

  it('matches words of the prose by each method, ignoring case, diacritics and query syntax', async () => {
    expect(await ids([words('kinase')])).toEqual(['3', '2', '5']);
    expect(await ids([words('protein kin')])).toEqual(['3', '2']);
    expect(await ids([words('nac dom', 'starts_with')])).toEqual(['1']);
    expect(await ids([words('domain', 'starts_with')])).toEqual([]);
    expect(await ids([words('NAC domain transcription factor', 'exactly')])).toEqual(['1']);
    expect(await ids([words('NAC domain', 'exactly')])).toEqual([]);
    expect(await ids([words('flowering', 'contains', ['title'])])).toEqual(['1']);
    expect(await ids([words('flowering', 'contains', ['text'])])).toEqual([]);
    expect(await ids([words('ARABIDOPSIS unicode')])).toEqual(['4']);
    expect(await ids([words('100%')])).toEqual(['4']);
    expect(await ids([words('"quoted"')])).toEqual(['4']);
    expect(await ids([words('kinase & !family')])).toEqual(['2']);
    expect(await ids([words('?!')])).toEqual([]);
  });

  it('ranks word matches as bm25 does for these texts: more of the words in a shorter text first', async () => {
    expect(await ids([words('kinase')], 'relevance')).toEqual(['5', '2', '3']);
    expect(await ids([words('protein kin')], 'relevance')).toEqual(['2', '3']);
  });

  it('ranks words found close together first on PostgreSQL only (ts_rank_cd); bm25 ignores where they are', async () => {
    const { docs } = await store.search.search({ category: 'note', criteria: [words('protein kinase')], order: { by: 'relevance' }, limit: 10 });
    // Both texts hold each word once and are as long: bm25 scores them alike and the sort key decides (a, b);
    // ts_rank_cd ranks b, with the words next to each other, first. docs/search.md, PostgreSQL.
    expect(docs.map((doc) => (JSON.parse(doc) as { id: string }).id)).toEqual(driver.name === 'SQLite' ? ['a', 'b'] : ['b', 'a']);
  });

  it('ranks general search: exact name, then prefix, then substring, then words', async () => {
    const ranked = (value: string): Criterion => ({ kind: 'ranked', value, fields: ['name', 'alias'], wordFields: ['text'] });
    expect(await ids([ranked('nac')], 'relevance')).toEqual(['2', '3', '1']);
    expect(await ids([ranked('ac')], 'relevance')).toEqual(['3', '2', '1']);
    expect(await ids([ranked('kinase')], 'relevance')).toEqual(['5', '2', '3']);
    expect(await ids([ranked('transcription')], 'relevance')).toEqual(['1']);
    expect(await ids([ranked('  ')], 'relevance')).toEqual([]);
    expect(await ids([{ kind: 'ranked', value: 'nac', fields: ['name'] }])).toEqual(['2', '1']);
  });

  it('combines criteria: ids, not, any, and every criterion holding', async () => {
    expect(await ids([{ kind: 'idIn', ids: ['5', '3', '99'] }])).toEqual(['3', '5']);
    expect(await ids([{ kind: 'idIn', ids: [] }])).toEqual([]);
    expect(await ids([{ kind: 'not', criterion: { kind: 'anyOf', field: 'kind', values: ['gene'] } }])).toEqual(['2', '5']);
    expect(await ids([{ kind: 'any', criteria: [{ kind: 'idIn', ids: ['5'] }, text('exactly', 'arv1')] }])).toEqual(['3', '5']);
    expect(await ids([{ kind: 'any', criteria: [] }])).toEqual([]);
    expect(await ids([text('contains', 'nac'), { kind: 'range', field: 'size', max: 20 }], 'relevance')).toEqual(['2', '1']);
    expect(await ids([words('kinase'), { kind: 'not', criterion: { kind: 'span', field: 'at', chromosome: '3' } }], 'relevance')).toEqual(['2', '3']);
  });

  it('returns at most the limit while the total counts every match, in either order', async () => {
    expect(await search([], { limit: 2 })).toEqual({ ids: ['3', '4'], total: 5 });
    expect(await search([text('contains', 'a')], { limit: 2 })).toEqual({ ids: ['3', '4'], total: 4 });
    expect(await search([words('kinase')], { order: 'relevance', limit: 1 })).toEqual({ ids: ['5'], total: 3 });
    expect(await search([text('exactly', 'nothing')], { order: 'relevance', limit: 1 })).toEqual({ ids: [], total: 0 });
  });

  it('suggests the terms of the fields starting with the text, in order without case, at most the limit', async () => {
    const suggest = (prefix: string, limit = 10) => store.search.suggest({ category: 'thing', fields: { name: 'name', alias: 'alias' }, prefix, limit });
    expect(await suggest('na')).toEqual([
      { label: 'NAC', kind: 'name', id: '2' },
      { label: 'NAC001', kind: 'name', id: '1' },
      { label: 'NACL1', kind: 'alias', id: '3' },
    ]);
    expect(await suggest(' Na ', 2)).toEqual([
      { label: 'NAC', kind: 'name', id: '2' },
      { label: 'NAC001', kind: 'name', id: '1' },
    ]);
    expect(await suggest('ün')).toEqual([{ label: 'ünïcode Ärabidopsis', kind: 'alias', id: '4' }]);
    expect(await suggest('%')).toEqual([]);
  });

  it("follows a record's writes, with a new index stamp each time", async () => {
    const before = await store.search.indexStamp();
    const moved = { ...THINGS['5']!, name: 'YEW', text: 'phosphatase' };
    await store.sql({ sqlite: "UPDATE records SET body = ? WHERE type = 'thing' AND id = '5'", postgres: "UPDATE records SET body = $1 WHERE type = 'thing' AND id = '5'" }, [
      JSON.stringify(moved),
    ]);
    await store.reindexRecord('thing', '5', MODULES);
    const after = await store.search.indexStamp();
    expect(after).not.toBe(before);
    expect(await ids([text('exactly', 'yew')])).toEqual(['5']);
    expect(await ids([text('exactly', 'zed')])).toEqual([]);
    expect(await ids([words('kinase')])).toEqual(['3', '2']);
    expect(await ids([words('phosphatase')])).toEqual(['5']);
    await store.sql({ sqlite: "DELETE FROM records WHERE type = 'thing' AND id = '5'", postgres: "DELETE FROM records WHERE type = 'thing' AND id = '5'" });
    await store.reindexRecord('thing', '5', MODULES);
    expect(await store.search.indexStamp()).not.toBe(after);
    expect(await search([])).toEqual({ ids: ['3', '4', '2', '1'], total: 4 });
  });
});
