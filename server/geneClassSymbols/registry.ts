// The registered gene class symbols: the genesymbol records (the demo dataset's and those approved here). Looks a
// symbol up for the existence check, and adds an approved one: its record, and its doc in the search index so
// POST /api/search/genesymbol (the browse table) answers it at once; an approval undone withdraws both. Adding and
// withdrawing run inside the caller's transaction (review.ts), which holds the registry's lock (symbolStore.ts), so
// the next key is chosen by one process at a time.
import type { SymbolStore } from './symbolStore';
import type { ApprovedSymbolRecord } from './symbolRecord';

export interface RegisteredSymbol {
  key: string;
  geneClassSymbol: string;
  fullName: string | null;
  status: string | null;
}

/** Keys of symbols added here continue after the dataset's (numeric keys, as /genesymbol?key= expects). */
export const FIRST_SYMBOL_KEY = 6_500_001;

export type SymbolRegistry = ReturnType<typeof symbolRegistry>;

export function symbolRegistry(rows: SymbolStore) {
  return {
    async lookup(symbol: string): Promise<RegisteredSymbol[]> {
      return (await rows.symbolRecords(symbol)).map((row) => {
        const body = JSON.parse(row.body) as { symbol?: string; descriptiveSymbol?: string | null; status?: string | null };
        return { key: row.id, geneClassSymbol: body.symbol ?? symbol, fullName: body.descriptiveSymbol ?? null, status: body.status ?? null };
      });
    },

    /** Stores the approved symbol as a genesymbol record and indexes it; returns its key. */
    async add(record: ApprovedSymbolRecord): Promise<string> {
      const key = String(Math.max(((await rows.maxSymbolKey()) ?? 0) + 1, FIRST_SYMBOL_KEY));
      await rows.insertSymbolRecord(key, record.symbol, JSON.stringify(record));
      await rows.reindexSymbolRecord(key);
      return key;
    },

    /** Withdraws a symbol added here: its record and its docs in the index; whether it was there. */
    async remove(key: string): Promise<boolean> {
      if (!(await rows.deleteSymbolRecord(key))) return false;
      await rows.reindexSymbolRecord(key);
      return true;
    },
  };
}
