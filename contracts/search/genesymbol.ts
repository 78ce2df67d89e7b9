// The gene class symbol search payload (POST /api/search/genesymbol; 002 §7): optional rows by symbol or full name.
import * as z from 'zod';
import { rows, searchTermRow } from './payload';

/** symbol: the symbol ('LHY'); full_name: what it stands for ('LATE ELONGATED HYPOCOTYL'). */
export const GENE_SYMBOL_SEARCH_TYPES = ['symbol', 'full_name'] as const;

export const geneSymbolPayload = z.strictObject({ searchTerms: rows(searchTermRow(GENE_SYMBOL_SEARCH_TYPES)).optional() });
export type GeneSymbolPayload = z.infer<typeof geneSymbolPayload>;
