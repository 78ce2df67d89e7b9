// The registered gene class symbols: the genesymbol records (the demo dataset's and those approved here). Looks a
// symbol up for the existence check, and adds an approved one: its record, and its doc in the search index so
// POST /api/search/genesymbol (the browse table) answers it at once.
import type { Db } from '../db/database';
import { recordStore } from '../db/records';
import { buildSearchIndex, searchIndexVersion } from '../search/buildIndex';
import { geneSymbolCategory } from '../search/categories/genesymbol';
import { sqliteIndexWriter } from '../search/sqlite/indexWriter';
import type { ApprovedSymbolRecord } from './symbolRecord';

export interface RegisteredSymbol {
  key: string;
  geneClassSymbol: string;
  fullName: string | null;
  status: string | null;
}

/** Keys of symbols added here continue after the dataset's (numeric keys, as /genesymbol?key= expects). */
const FIRST_KEY = 6_500_001;

export type SymbolRegistry = ReturnType<typeof symbolRegistry>;

export function symbolRegistry(db: Db) {
  const records = recordStore(db);
  // records.name holds the symbol upper-cased (data/records/genesymbol: the record's name is its symbol).
  const bySymbol = db.prepare<[string], { id: string; body: string }>("SELECT id, body FROM records WHERE type = 'genesymbol' AND name = ? ORDER BY id");
  const maxKey = db.prepare<[], number | null>(
    "SELECT max(CAST(id AS INTEGER)) FROM records WHERE type = 'genesymbol' AND id NOT GLOB '*[^0-9]*'",
  ).pluck();

  /**
   * Writes the one doc into the index. The index is the category's own (server/search), written by its writer, so
   * the doc is what a rebuild from the records table would give; should the writer refuse it (a value it holds
   * already), the index is rebuilt from the records, which now hold the symbol.
   */
  const indexSymbol = (key: string, record: ApprovedSymbolRecord) => {
    const writer = sqliteIndexWriter(db);
    const current = writer.builtVersion() === searchIndexVersion();
    try {
      if (!current) throw new Error('The search index predates this version.');
      writer.write(geneSymbolCategory.category, geneSymbolCategory.index('genesymbol', key, record, () => null));
      // The stored per-category counts and the build stamp (which keys cached totals) now include the new doc.
      writer.markBuilt(searchIndexVersion());
    } catch {
      buildSearchIndex(db);
    }
  };

  return {
    lookup(symbol: string): RegisteredSymbol[] {
      return bySymbol.all(symbol.toUpperCase()).map((row) => {
        const body = JSON.parse(row.body) as { symbol?: string; descriptiveSymbol?: string | null; status?: string | null };
        return { key: row.id, geneClassSymbol: body.symbol ?? symbol, fullName: body.descriptiveSymbol ?? null, status: body.status ?? null };
      });
    },

    /** Stores the approved symbol as a genesymbol record and indexes it; returns its key. Call inside a transaction. */
    add(record: ApprovedSymbolRecord): string {
      const key = String(Math.max((maxKey.get() ?? 0) + 1, FIRST_KEY));
      records.insert({ type: 'genesymbol', id: key, name: record.symbol, accession: null, body: JSON.stringify(record) });
      indexSymbol(key, record);
      return key;
    },
  };
}
