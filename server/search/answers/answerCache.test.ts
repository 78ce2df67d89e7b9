// @vitest-environment node
// The kept search answers over a store whose index stamp and answers the test sets: what is kept, for how long,
// and within what budget.
import { describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResult } from '../types';
import { isKeptQuery, searchAnswerCache, type AnswerSource } from './answerCache';

interface CountingStore extends AnswerSource {
  stamp: string;
  searches: number;
  docs: string[];
}

/** A store answering `docs` for every query, counting how often it is asked. */
function countingStore(docs: string[]): CountingStore {
  const store: CountingStore = {
    stamp: 'build 1',
    searches: 0,
    docs,
    search(query: SearchQuery): SearchResult {
      store.searches += 1;
      return { docs: store.docs.slice(0, query.limit), total: store.docs.length };
    },
    indexStamp: () => store.stamp,
  };
  return store;
}

const everySymbol: SearchQuery = { category: 'genesymbol', criteria: [], limit: 10_000 };
const thisYear: SearchQuery = { category: 'publication', criteria: [{ kind: 'range', field: 'year', min: 2026, max: 2026 }], limit: 10_000 };

describe('which answers are kept', () => {
  it('keeps the browse questions: no criteria, a year range, chosen values', () => {
    expect(isKeptQuery(everySymbol)).toBe(true);
    expect(isKeptQuery(thisYear)).toBe(true);
    expect(isKeptQuery({ category: 'publication', criteria: [{ kind: 'not', criterion: { kind: 'anyOf', field: 'type', values: ['review'] } }], limit: 25 })).toBe(true);
  });

  it('answers typed text afresh every time', () => {
    expect(isKeptQuery({ category: 'genesymbol', criteria: [{ kind: 'text', fields: ['symbol'], method: 'contains', value: 'lhy' }], limit: 10_000 })).toBe(false);
    expect(isKeptQuery({ category: 'publication', criteria: [thisYear.criteria[0]!, { kind: 'words', value: 'root hair' }], limit: 10_000 })).toBe(false);
    expect(isKeptQuery({ category: 'gene', criteria: [{ kind: 'any', criteria: [{ kind: 'idIn', ids: ['2200950'] }] }], limit: 10 })).toBe(false);
  });
});

describe('a kept answer', () => {
  it('reads the index once while its stamp stays the same, and the same bytes go out each time', async () => {
    const store = countingStore(['{"id":"1","symbol":"LHY"}', '{"id":"2","symbol":"CCA1"}']);
    const answers = searchAnswerCache(store);
    const first = await answers.answer(everySymbol);
    const second = await answers.answer({ ...everySymbol });
    expect(store.searches).toBe(1);
    expect(second.json.toString()).toBe('{"docs":[{"id":"1","symbol":"LHY"},{"id":"2","symbol":"CCA1"}],"total":2,"error":false}');
    expect(second).toBe(first);
  });

  it('is read again once the index changes (a symbol approved), with the new doc', async () => {
    const store = countingStore(['{"id":"1","symbol":"LHY"}']);
    const answers = searchAnswerCache(store);
    await answers.answer(everySymbol);
    store.docs = [...store.docs, '{"id":"6500001","symbol":"RWF"}'];
    store.stamp = 'build 1 + RWF';
    const after = await answers.answer(everySymbol);
    expect(store.searches).toBe(2);
    expect(after.json.toString()).toContain('"symbol":"RWF"');
    expect(after.json.toString()).toContain('"total":2');
  });

  it('is one per question: another rowsLimit or year is read on its own', async () => {
    const store = countingStore(['{"id":"1"}', '{"id":"2"}']);
    const answers = searchAnswerCache(store);
    expect((await answers.answer({ ...everySymbol, limit: 1 })).json.toString()).toBe('{"docs":[{"id":"1"}],"total":2,"error":false}');
    await answers.answer(everySymbol);
    await answers.answer(thisYear);
    expect(store.searches).toBe(3);
  });

  it('stays within the byte budget, dropping the least recently asked first', async () => {
    const store = countingStore([`{"id":"1","text":"${'x'.repeat(400)}"}`]);
    const answers = searchAnswerCache(store, 1_000);
    const years = [2024, 2025, 2026].map((year): SearchQuery => ({ ...thisYear, criteria: [{ kind: 'range', field: 'year', min: year, max: year }] }));
    await answers.answer(years[0]!);
    await answers.answer(years[1]!);
    await answers.answer(years[0]!); // 2024 is now the more recent of the two
    await answers.answer(years[2]!); // room for two answers of ~450 bytes: 2025 goes
    expect(store.searches).toBe(3);
    await answers.answer(years[0]!);
    await answers.answer(years[2]!);
    expect(store.searches).toBe(3);
    await answers.answer(years[1]!);
    expect(store.searches).toBe(4);
  });

  it('is not kept when it alone is over the budget, and the kept ones stay', async () => {
    const store = countingStore([`{"id":"1","text":"${'x'.repeat(400)}"}`]);
    const answers = searchAnswerCache(store, 1_000);
    await answers.answer(thisYear);
    store.docs = [`{"id":"2","text":"${'y'.repeat(2_000)}"}`];
    await answers.answer(everySymbol);
    await answers.answer(everySymbol);
    expect(store.searches).toBe(3);
    await answers.answer(thisYear);
    expect(store.searches).toBe(3);
  });

  it('is read once for requests that arrive while it is read, from a store that answers later (a worker)', async () => {
    const store = countingStore(['{"id":"1","symbol":"LHY"}']);
    const later: AnswerSource = {
      search: async (query) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return store.search(query);
      },
      indexStamp: async () => store.indexStamp(),
    };
    const answers = searchAnswerCache(later);
    const all = await Promise.all([answers.answer(everySymbol), answers.answer(everySymbol), answers.answer(everySymbol)]);
    expect(store.searches).toBe(1);
    expect(new Set(all).size).toBe(1);
  });

  it('is not kept when the read fails: the next request reads again', async () => {
    const store = countingStore(['{"id":"1"}']);
    let failures = 1;
    const flaky: AnswerSource = {
      search: (query) => {
        if (failures-- > 0) throw new Error('the worker stopped');
        return store.search(query);
      },
      indexStamp: () => store.indexStamp(),
    };
    const answers = searchAnswerCache(flaky);
    await expect(answers.answer(everySymbol)).rejects.toThrow('the worker stopped');
    expect((await answers.answer(everySymbol)).json.toString()).toBe('{"docs":[{"id":"1"}],"total":1,"error":false}');
  });

  it('makes each compressed form once', async () => {
    const store = countingStore(Array.from({ length: 50 }, (_, index) => `{"id":"${index}","symbol":"SYM${index}"}`));
    const answer = await searchAnswerCache(store).answer(everySymbol);
    const [br, again] = await Promise.all([answer.encoded('br'), answer.encoded('br')]);
    expect(again).toBe(br);
    expect(await answer.encoded('br')).toBe(br);
    expect(br.length).toBeLessThan(answer.json.length);
  });
});
