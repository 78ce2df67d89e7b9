// The registered gene class symbols: the genesymbol records (the demo dataset's and those approved here). Looks a
// symbol up for the existence check, and adds an approved one: its record, and its doc in the search index so
// POST /api/search/genesymbol (the browse table) answers it at once; an approval undone withdraws both.
import type { Db } from '../db/database';
import { recordStore } from '../db/records';
import { reindexRecord } from '../search/buildIndex';
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
      reindexRecord(db, 'genesymbol', key);
      return key;
    },

    /** Withdraws a symbol added here: its record and its docs in the index; whether it was there. Call inside a transaction. */
    remove(key: string): boolean {
      if (!records.remove('genesymbol', key)) return false;
      reindexRecord(db, 'genesymbol', key);
      return true;
    },
  };
}
