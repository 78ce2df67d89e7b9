// Gene search (POST /api/search/gene, 001 §3.1 "Gene criteria"): one doc per locus, found by its names, text
// fields, keywords, features and map position. docs/search.md "Gene search" lists the fields.
import type { CategoryModule } from '../types';
import { CURRENT_LOCI, geneQuery } from './gene/criteria';
import { GENE_FIELDS, indexLocus } from './gene/indexLocus';
import { genePayload, type GenePayload } from '../../../contracts/search/gene';

export const geneCategory: CategoryModule<GenePayload> = {
  category: 'gene',
  version: 1,
  sourceTypes: ['locus'],
  index: (_type, key, body) => indexLocus(key, body),
  payload: genePayload,
  query: geneQuery,
  general: {
    fields: [GENE_FIELDS.name],
    wordFields: [GENE_FIELDS.description, GENE_FIELDS.phenotype],
    criteria: [CURRENT_LOCI],
  },
  suggest: { [GENE_FIELDS.symbol]: 'symbol', [GENE_FIELDS.agi]: 'agi', [GENE_FIELDS.fullName]: 'name' },
  // Every name of a locus (what the gene form's searchBy 'name' and the header search match) names that locus alone.
  nameFields: [GENE_FIELDS.name],
};
