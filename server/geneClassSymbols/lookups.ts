// The two pickers of the symbol detail form (001 §5, §7): gene search from 2 characters, publication search from 1.
// Both ask the search index (server/search) the way the search forms do, so they find what the search pages find.
import type { RecordReader } from '../db/recordReader';
import { CURRENT_LOCI } from '../search/categories/gene/criteria';
import { GENE_FIELDS } from '../search/categories/gene/indexLocus';
import { locusFields } from '../search/categories/gene/locusFields';
import type { SearchStore } from '../search/types';

export const GENE_SEARCH_MIN = 2;
export const PUBLICATION_SEARCH_MIN = 1;
/** Enough for a picker's list; the user types more to narrow it. */
const ROWS = 20;

/** A locus to associate: the brief fields, and those 001 §3.2 names for gene search hits. */
export interface GeneRow {
  id: string;
  /** The AGI code. */
  name: string;
  symbol: string | null;
  description: string | null;
  NAME: string;
  GENE_ID: string;
  REPRESENTATIVE_GENE_MODEL: string | null;
}

/** A publication to cite, with the fields 001 §3.2 names for publication hits. */
export interface PublicationRow {
  id: string;
  title: string;
  year: number | null;
  authors: string;
  TITLE: string;
  REFERENCE_ID: string;
  PUBMED_ID: string | null;
  DOI: string | null;
}

/** The search index the search routes ask, and the records for what its docs do not hold. */
export function symbolLookups(store: SearchStore, records: RecordReader) {
  return {
    /** Current loci whose AGI code, symbol or full name starts with the text; the closest matches first. */
    async genes(text: string): Promise<GeneRow[]> {
      const { docs } = await store.search({
        category: 'gene',
        criteria: [{ kind: 'text', fields: [GENE_FIELDS.agi, GENE_FIELDS.symbol, GENE_FIELDS.fullName], method: 'starts_with', value: text }, CURRENT_LOCI],
        order: { by: 'relevance' },
        limit: ROWS,
      });
      const rows = docs.map(async (json) => {
        const doc = JSON.parse(json) as { id: string; gene_name: string; description: string };
        // The symbol and representative model come from the locus record: the doc mixes symbols with other names.
        const body = await records.body('locus', doc.id);
        const fields = body ? locusFields(doc.id, JSON.parse(body) as unknown) : null;
        const model = fields?.geneModels[0]?.name ?? null;
        return {
          id: doc.id,
          name: doc.gene_name,
          symbol: fields?.symbols[0] ?? null,
          description: doc.description || null,
          NAME: doc.gene_name,
          GENE_ID: doc.id,
          REPRESENTATIVE_GENE_MODEL: model,
        };
      });
      return Promise.all(rows);
    },

    /** Publications whose title has the words, an author whose name starts with the text, or that PubMed id. */
    async publications(text: string): Promise<PublicationRow[]> {
      const criteria = [
        { kind: 'words' as const, value: text, fields: ['title'] },
        { kind: 'text' as const, fields: ['author'], method: 'starts_with' as const, value: text },
        ...(/^\d+$/.test(text) ? [{ kind: 'text' as const, fields: ['pubmed_id'], method: 'exactly' as const, value: text }] : []),
      ];
      const { docs } = await store.search({ category: 'publication', criteria: [{ kind: 'any', criteria }], limit: ROWS });
      return docs.map((json) => {
        const doc = JSON.parse(json) as { id: string; title: string; year: number | null; authors: string; pubmed_id: string | null; doi: string | null };
        return {
          id: doc.id,
          title: doc.title,
          year: doc.year,
          authors: doc.authors,
          TITLE: doc.title,
          REFERENCE_ID: doc.id,
          PUBMED_ID: doc.pubmed_id,
          DOI: doc.doi,
        };
      });
    },
  };
}
