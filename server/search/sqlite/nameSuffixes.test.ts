// @vitest-environment node
// 'contains' on the gene name field through the per-doc name suffix rows (migration 014) must answer exactly what
// the value-level index (distinct values, their suffixes or trigrams, then the term rows) answers: the same loci,
// in the same order (001 §4), with the same total. Both indexes are built from the demo dataset; the texts are
// pieces of its own names, of every length from one character, at the start, inside and at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { seedRecords } from '../../seed';
import { tempDir, type TempDir } from '../../testing';
import { buildSearchIndex } from '../buildIndex';
import { categoryModules } from '../categories';
import { geneQuery } from '../categories/gene/criteria';
import { GENE_FIELDS } from '../categories/gene/indexLocus';
import { generalQuery, generalTarget } from '../general';
import type { SearchQuery } from '../types';
import { NAME_PIECE_LENGTH } from '../indexRows';
import { sqliteIndexWriter } from './indexWriter';
import { sqliteSearchStore } from './store';

let temp: TempDir;
let withNames: Db;
let withoutNames: Db;

beforeAll(() => {
  temp = tempDir('portal-name-suffixes-');
  withNames = openDatabase(temp.file('names.sqlite'));
  seedRecords(withNames);
  withoutNames = openDatabase(temp.file('values.sqlite'));
  seedRecords(withoutNames);
  // The same records indexed as before migration 014: no category declares name fields.
  buildSearchIndex(withoutNames, () => {}, categoryModules.map(({ nameFields: _ignored, ...module }) => module));
  // Two seeded databases and a third index build: more than the default hook time on a busy machine.
}, 120_000);

afterAll(() => {
  withNames?.close();
  withoutNames?.close();
  temp?.remove();
});

/** Pieces of the gene names of the index: whole names, starts, middles and ends, 1 to 6 characters long. */
function textsFrom(db: Db): string[] {
  const names = db
    .prepare<[], { value: string }>("SELECT value FROM search_terms WHERE category = 'gene' AND field = 'name' ORDER BY term_id LIMIT 400")
    .pluck()
    .all() as unknown as string[];
  const texts = new Set<string>(['a', 'T', '1', '.', 'at', 'g0', 'AT1', 'at1g0', 'nac', 'NAC001', 'protein', 'zzzz', ' at1 ']);
  names.forEach((name, index) => {
    if (index % 5 === 0) texts.add(name);
    const length = 1 + (index % 6);
    const start = index % Math.max(1, name.length - length + 1);
    texts.add(name.slice(start, start + length));
    texts.add(name.slice(-length));
  });
  return [...texts];
}

const answer = (db: Db, query: SearchQuery) => {
  const { docs, total } = sqliteSearchStore(db).search(query);
  return { ids: docs.map((doc) => (JSON.parse(doc) as { id: string }).id), total };
};

describe('gene name contains through the name suffix rows', () => {
  it('holds name suffix rows for the gene name field only', () => {
    const fields = withNames.prepare('SELECT DISTINCT category, field FROM search_name_suffixes').all();
    expect(fields).toEqual([{ category: 'gene', field: GENE_FIELDS.name }]);
    expect(withoutNames.prepare('SELECT count(*) FROM search_name_suffixes').pluck().get()).toBe(0);
  });

  it('finds, orders and counts the loci as the value index does, for pieces of every length', () => {
    const texts = textsFrom(withNames);
    expect(texts.length).toBeGreaterThan(200);
    let matched = 0;
    for (const text of texts) {
      for (const limit of [10_000, 5]) {
        const query = { ...geneQuery({ searchBy: 'name', searchType: 'contains', detailSearchText: text }), limit };
        const expected = answer(withoutNames, query);
        expect({ text, limit, ...answer(withNames, query) }).toEqual({ text, limit, ...expected });
        if (expected.total > 0) matched += 1;
      }
    }
    // Most pieces find something, some many loci: the comparison is not one of empty answers.
    expect(matched).toBeGreaterThan(texts.length);
  }, 60_000);

  it('keeps the other criteria of the gene form (obsolete loci, a keyword) beside the name', () => {
    for (const text of ['at1', 'nac', 'g01']) {
      for (const extra of [{ include_obsolete: true }, { keywordTerm: 'nucleus' }]) {
        const query = { ...geneQuery({ searchBy: 'name', searchType: 'contains', detailSearchText: text, ...extra }), limit: 50 };
        expect(answer(withNames, query)).toEqual(answer(withoutNames, query));
      }
    }
  });

  it('ranks the header search of genes (exact, then prefix, then substring, then words) as the value index does', () => {
    const gene = categoryModules.find((module) => module.category === 'gene')!;
    for (const text of textsFrom(withNames).slice(0, 120)) {
      const query = generalQuery(generalTarget('genes'), gene.general!, text, 25);
      expect({ text, ...answer(withNames, query) }).toEqual({ text, ...answer(withoutNames, query) });
    }
  }, 60_000);
});

describe('frequent pieces of names, stored ranked (migration 015)', () => {
  // The demo dataset is small: a piece counts as frequent here from this many loci (300 on a real build). From two,
  // some stored pieces are also a locus's whole name ('ft'), which must rank that locus first.
  const MIN_DOCS = 2;
  let stored: Set<string>;
  const containsQuery = (text: string, limit: number, extra: object = {}) => ({
    ...geneQuery({ searchBy: 'name', searchType: 'contains', detailSearchText: text, ...extra }),
    limit,
  });

  beforeAll(() => {
    const pieces = sqliteIndexWriter(withNames).writeNamePieces('gene', GENE_FIELDS.name, MIN_DOCS);
    stored = new Set(withNames.prepare('SELECT DISTINCT piece FROM search_name_pieces').pluck().all() as string[]);
    expect(stored.size).toBe(pieces);
  }, 60_000);

  it('stores exactly the trimmed pieces of 2 to 8 characters that at least the minimum of loci contain', () => {
    expect(stored.size).toBeGreaterThan(50);
    for (const piece of stored) {
      expect(piece).toBe(piece.trim());
      expect([...piece].length).toBeGreaterThanOrEqual(NAME_PIECE_LENGTH.min);
      expect([...piece].length).toBeLessThanOrEqual(NAME_PIECE_LENGTH.max);
    }
    let frequent = 0;
    for (const text of textsFrom(withNames)) {
      const piece = text.trim().toLowerCase();
      const length = [...piece].length;
      if (length < NAME_PIECE_LENGTH.min || length > NAME_PIECE_LENGTH.max) continue;
      // Every locus counts, obsolete ones too: the stored pieces rank every doc and the form's filters come after.
      const { total } = answer(withoutNames, containsQuery(piece, 10_000, { include_obsolete: true }));
      expect({ piece, stored: stored.has(piece) }).toEqual({ piece, stored: total >= MIN_DOCS });
      if (total >= MIN_DOCS) frequent += 1;
    }
    expect(frequent).toBeGreaterThan(20);
  }, 60_000);

  it('finds, orders and counts the loci of a stored piece as the value index does', () => {
    const wholeNames = withNames.prepare('SELECT DISTINCT piece FROM search_name_pieces WHERE r1 = 0').pluck().all() as string[];
    expect(wholeNames.length).toBeGreaterThan(0);
    let fromPieces = 0;
    for (const text of [...wholeNames, ...textsFrom(withNames)]) {
      for (const limit of [10_000, 5]) {
        const query = containsQuery(text, limit);
        expect({ text, limit, ...answer(withNames, query) }).toEqual({ text, limit, ...answer(withoutNames, query) });
      }
      if (stored.has(text.trim().toLowerCase())) fromPieces += 1;
    }
    expect(fromPieces).toBeGreaterThan(20);
  }, 60_000);

  it('keeps the other criteria of the gene form beside a stored piece', () => {
    const frequent = ['at', 'at1', 'g01', 'at1g0', 'nac'].filter((text) => stored.has(text));
    expect(frequent.length).toBeGreaterThan(2);
    for (const text of frequent) {
      for (const extra of [{ include_obsolete: true }, { keywordTerm: 'nucleus' }, { chromosome: '1' }]) {
        const query = containsQuery(text, 50, extra);
        expect({ text, extra, ...answer(withNames, query) }).toEqual({ text, extra, ...answer(withoutNames, query) });
      }
    }
  });

  it('replaces the stored pieces when written again', () => {
    const writer = sqliteIndexWriter(withNames);
    const fewer = writer.writeNamePieces('gene', GENE_FIELDS.name, MIN_DOCS * 3);
    expect(fewer).toBeLessThan(stored.size);
    expect(withNames.prepare('SELECT count(DISTINCT piece) FROM search_name_pieces').pluck().get()).toBe(fewer);
    writer.writeNamePieces('gene', GENE_FIELDS.name, MIN_DOCS);
  });
});
