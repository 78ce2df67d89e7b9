import { describe, expect, it } from 'vitest';
import { readResultsRequest, resultsSearchIdentity, shareableResultsPath, type ReadResult } from './resultsRequest';

function storageWith(items: Record<string, string>): Storage {
  const map = new Map(Object.entries(items));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const read = (address: string, items: Record<string, string> = {}): ReadResult =>
  readResultsRequest(new URLSearchParams(address), storageWith(items));

const geneParams = { searchBy: 'name', searchType: 'contains', detailSearchText: 'NAC' };

describe('readResultsRequest', () => {
  it('turns a header search into POST search/general with category and trimmed text', () => {
    expect(read('mainType=general&category=polyallele&searchText=%20abi1%20')).toEqual({
      ok: true,
      request: { mainType: 'general', category: 'polyallele', endpoint: 'search/general', body: { category: 'polyallele', searchText: 'abi1' }, source: 'general' },
    });
  });

  it('reads the parameters a form stored under key and posts them to the category endpoint', () => {
    const result = read('mainType=detail&category=genes&key=searchParams_1764066000000', { searchParams_1764066000000: JSON.stringify(geneParams) });
    expect(result).toEqual({
      ok: true,
      request: { mainType: 'detail', category: 'genes', endpoint: 'search/gene', body: geneParams, source: 'key', key: 'searchParams_1764066000000' },
    });
  });

  it.each([
    ['dna', 'search/dna'],
    ['vector', 'search/dna'],
    ['polyallele', 'search/polymorphism'],
    ['markers', 'search/marker'],
    ['transposonfamily', 'search/transposonfamily'],
    ['descriptions', 'search/gene/descriptions'],
    ['locus_history', 'search/gene/locus_history'],
    ['microarray', 'search/gene/microarray'],
    ['annotations', 'search/annotation'],
  ])('maps category %s to %s', (category, endpoint) => {
    const result = read(`mainType=detail&category=${category}&search_params=${encodeURIComponent('{"a":1}')}`);
    expect(result.ok === true && result.request.endpoint).toBe(endpoint);
  });

  it('sends annotations asked for by publication or keyword to search/free/annotation', () => {
    const byPublication = read('mainType=detail&category=annotations&key=searchParams_9', { searchParams_9: '{"publicationId":"501741973"}' });
    expect(byPublication.ok === true && byPublication.request.endpoint).toBe('search/free/annotation');
    const byKeyword = read(`mainType=detail&category=annotations&search_params=${encodeURIComponent('{"keywordId":"7219"}')}`);
    expect(byKeyword.ok === true && byKeyword.request.endpoint).toBe('search/free/annotation');
  });

  it('reads search_params whether the link encoded it once or twice', () => {
    const once = read(`mainType=detail&category=germplasm&search_params=${encodeURIComponent('{"searchTerms":[]}')}`);
    const twice = read(`mainType=detail&category=germplasm&search_params=${encodeURIComponent(encodeURIComponent('{"searchTerms":[]}'))}`);
    expect(once.ok === true && once.request.body).toEqual({ searchTerms: [] });
    expect(twice.ok === true && twice.request.body).toEqual({ searchTerms: [] });
  });

  it('says so when the saved search is not in this browser', () => {
    expect(read('mainType=detail&category=genes&key=searchParams_123')).toEqual({
      ok: false,
      category: 'genes',
      message: 'The saved search "searchParams_123" is not in this browser\'s storage. It may have been made in another browser or cleared; please run the search again.',
    });
  });

  it('says so when the saved search is not JSON, or JSON that is not an object', () => {
    for (const text of ['{broken', '[1,2]', 'null']) {
      const result = read('mainType=detail&category=genes&key=searchParams_1', { searchParams_1: text });
      expect(result).toMatchObject({ ok: false, message: expect.stringContaining('could not be read') });
    }
  });

  it('refuses bad search_params JSON with a sentence naming it', () => {
    expect(read('mainType=detail&category=dna&search_params=%7Bnope')).toMatchObject({
      ok: false,
      category: 'dna',
      message: 'The search parameters in the address (search_params) are not a valid JSON object.',
    });
  });

  it('never reads a storage item that is not a saved search', () => {
    const result = read('mainType=detail&category=genes&key=authToken', { authToken: '{"secret":"x"}' });
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('is not the name of a saved search') });
  });

  it.each([
    ['category=genes&searchText=x', 'mainType=general or mainType=detail'],
    ['mainType=general&category=elephants&searchText=x', '"elephants" is not a category'],
    ['mainType=general&category=publication&searchText=x', 'does not cover "publication"'],
    ['mainType=general&category=genes&searchText=%20%20', 'no search text'],
    ['mainType=detail&category=genes', 'needs a saved search (key) or search parameters (search_params)'],
  ])('explains an address it cannot run: %s', (address, text) => {
    expect(read(address)).toMatchObject({ ok: false, message: expect.stringContaining(text) });
  });
});

describe('saved queries (q=)', () => {
  const address = 'mainType=detail&category=genes&key=searchParams_7&q=AbCdEfGh12345678';

  it('reads a key from local storage when this browser holds it, whatever q says', () => {
    expect(read(address, { searchParams_7: JSON.stringify(geneParams) })).toMatchObject({ ok: true, request: { source: 'key', body: geneParams } });
  });

  it('turns to the saved query when the key is not in this browser, or there is no key', () => {
    expect(read(address)).toEqual({ ok: 'saved', category: 'genes', queryId: 'AbCdEfGh12345678' });
    expect(read('mainType=detail&category=genes&q=AbCdEfGh12345678')).toEqual({ ok: 'saved', category: 'genes', queryId: 'AbCdEfGh12345678' });
  });

  it('says a cut or changed q is not a link it can open, without asking the server', () => {
    expect(read('mainType=detail&category=genes&key=searchParams_7&q=AbCdEfGh1234')).toMatchObject({ ok: false, message: expect.stringContaining('incomplete or was changed') });
  });

  it('names the same search before and after q and the view were added beside a key', () => {
    const bare = new URLSearchParams('mainType=detail&category=genes&key=searchParams_7');
    expect(resultsSearchIdentity(new URLSearchParams(`${address}&sort=gene_name&page=2&sel=1-3`))).toBe(resultsSearchIdentity(bare));
    expect(resultsSearchIdentity(new URLSearchParams('mainType=detail&category=genes&q=AbCdEfGh12345678'))).not.toBe(
      resultsSearchIdentity(new URLSearchParams('mainType=detail&category=genes&q=ZZCdEfGh12345678')),
    );
  });
});

describe('shareableResultsPath', () => {
  it('carries stored parameters not yet saved as search_params, with the view, which reads back to the same search', () => {
    const query = new URLSearchParams('mainType=detail&category=genes&key=searchParams_5&sort=gene_name&page=2');
    const stored = readResultsRequest(query, storageWith({ searchParams_5: JSON.stringify(geneParams) }));
    if (stored.ok !== true) throw new Error('unread');
    const path = shareableResultsPath(query, stored.request);
    expect(path).not.toContain('key=');
    expect(path).toContain('sort=gene_name&page=2');
    const reopened = read(path.split('?')[1] ?? '');
    expect(reopened).toMatchObject({ ok: true, request: { category: 'genes', endpoint: 'search/gene', body: geneParams, source: 'search_params' } });
  });

  it('is the page address itself once the parameters are saved (q=), or for a general search', () => {
    const saved = new URLSearchParams('mainType=detail&category=genes&key=searchParams_5&q=AbCdEfGh12345678&sel=1');
    const stored = readResultsRequest(saved, storageWith({ searchParams_5: JSON.stringify(geneParams) }));
    if (stored.ok !== true) throw new Error('unread');
    expect(shareableResultsPath(saved, stored.request)).toBe(`/results?${saved.toString()}`);
    const general = new URLSearchParams('mainType=general&category=genes&searchText=LHY');
    const read = readResultsRequest(general, undefined);
    if (read.ok !== true) throw new Error('unread');
    expect(shareableResultsPath(general, read.request)).toBe('/results?mainType=general&category=genes&searchText=LHY');
  });
});
