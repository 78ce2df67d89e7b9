// General search (the header box, 001 §2.1): each header category answers the docs of one search category, ranked
// exact name or identifier first, then prefix, then substring, then word matches by bm25 (docs/search.md).
import type { Criterion, GeneralSearchFields, SearchQuery } from './types';

/** 001 §2.1: the header select's categories. */
export const GENERAL_CATEGORIES = [
  'genes', 'dna', 'keyword', 'protein', 'polyallele', 'ecotype', 'community', 'germplasm', 'markers', 'vector', 'transposon',
] as const;
export type GeneralCategory = (typeof GENERAL_CATEGORIES)[number];

interface GeneralTarget {
  /** The search category whose docs answer. */
  category: string;
  /** A restriction within it (vector: the dna docs of type vector). */
  filter?: Criterion;
}

const TARGETS: Record<GeneralCategory, GeneralTarget> = {
  genes: { category: 'gene' },
  dna: { category: 'dna' },
  vector: { category: 'dna', filter: { kind: 'anyOf', field: 'type', values: ['vector'] } },
  keyword: { category: 'keyword' },
  protein: { category: 'protein' },
  polyallele: { category: 'polymorphism' },
  ecotype: { category: 'ecotype' },
  community: { category: 'community' },
  germplasm: { category: 'germplasm' },
  markers: { category: 'marker' },
  transposon: { category: 'transposon' },
};

export const generalTarget = (category: GeneralCategory) => TARGETS[category];

export function generalQuery(target: GeneralTarget, fields: GeneralSearchFields, searchText: string, limit: number): SearchQuery {
  const ranked: Criterion = { kind: 'ranked', value: searchText, fields: fields.fields, ...(fields.wordFields ? { wordFields: fields.wordFields } : {}) };
  const criteria = [ranked, ...(fields.criteria ?? []), ...(target.filter ? [target.filter] : [])];
  return { category: target.category, criteria, order: { by: 'relevance' }, limit };
}
