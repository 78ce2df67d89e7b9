// POST search/annotation and search/free/annotation (001 §2.3 annotations result): GO and PO annotation rows of
// the loci, names, keyword or publication asked for, and `term`, the text of the results header 'Your query for
// annotations where keywords are {term} resulted in {n} records.'
import type { AnnotationNameTerm, AnnotationQuery, AnnotationRow, GeneActionStore } from './store';
import type { Link } from './locusHistory';

export interface AnnotationDoc {
  /** The locus key and the annotation's place in the locus record: unique per row. */
  id: string;
  locus: Link;
  representative_gene: string | null;
  gene_name: string | null;
  keyword: Link | null;
  relationship_type: string | null;
  keyword_category: string | null;
  evidence: string | null;
  last_modified: string | null;
  /** A publication, an analysis reference or a communication: reference_type says which (its detail route). */
  reference: Link | null;
  reference_type: 'publication' | 'analysisreference' | 'communication' | null;
  annotated_by: string | null;
}

export interface AnnotationAnswer {
  docs: AnnotationDoc[];
  total: number;
  term: string;
}

function referenceLink(row: AnnotationRow): Link | null {
  if (row.reference_id === null) return null;
  const name = row.reference_name ?? row.reference_id;
  return { id: row.reference_id, name: row.reference_year === null ? name : `${name} (${row.reference_year})` };
}

export function annotationDoc(row: AnnotationRow): AnnotationDoc {
  return {
    id: `${row.locus_id}-${row.position}`,
    locus: { id: row.locus_id, name: row.locus_name },
    representative_gene: row.representative_gene,
    gene_name: row.symbol ?? row.locus_symbol,
    keyword: row.keyword_id === null ? null : { id: row.keyword_id, name: row.keyword ?? row.keyword_id },
    relationship_type: row.relationship_type,
    keyword_category: row.keyword_category,
    evidence: row.evidence,
    last_modified: row.last_modified,
    reference: referenceLink(row),
    reference_type: row.reference_type,
    annotated_by: row.annotated_by,
  };
}

/** 001 §2.4 keyword categories, by keyword type. */
const KEYWORD_TYPE_NAMES: Readonly<Record<string, string>> = {
  func: 'GO molecular function',
  proc: 'GO biological process',
  comp: 'GO cellular component',
  grow: 'growth and developmental stages',
  stru: 'plant structure',
  meth: 'method',
  user: 'user-defined',
};

/** "a, b or c". */
const listed = (items: readonly string[], last: 'or' | 'and') => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`);

const METHOD_WORDS = { contains: 'contains', starts_with: 'starts with', exactly: 'is' } as const;

const termText = (term: AnnotationNameTerm) => `${term.field === 'locus_name' ? 'locus name' : 'gene name'} ${METHOD_WORDS[term.method]} ${term.input.trim()}`;

export interface AnnotationSearch {
  keywordTypes: readonly string[];
  criteria: { nameTerms: readonly AnnotationNameTerm[]; combine: 'all' | 'any' } | { locusIds: readonly string[] };
  limit: number;
}

async function answer(store: GeneActionStore, query: AnnotationQuery, term: string): Promise<AnnotationAnswer> {
  const { rows, total } = await store.annotations(query);
  return { docs: rows.map(annotationDoc), total, term };
}

/** The annotation search the locus and gene pages store (002 §5), or the results page's selected loci. */
export async function searchAnnotations(store: GeneActionStore, search: AnnotationSearch): Promise<AnnotationAnswer> {
  const types = [...new Set(search.keywordTypes)];
  const typesText = types.length === 0 ? 'of any category' : listed(types.map((type) => KEYWORD_TYPE_NAMES[type] ?? type), 'or');
  if ('locusIds' in search.criteria) {
    // Only the loci's keys and names are read here; their annotation rows come from migration 008's table.
    const loci = await store.loci(search.criteria.locusIds, []);
    const names = loci.length <= 3 ? listed(loci.map((locus) => locus.name), 'and') : `${loci.length} selected loci`;
    return answer(store, { keywordTypes: types, locusKeys: loci.map((locus) => locus.key), limit: search.limit }, `${typesText} for ${names || 'no known locus'}`);
  }
  const terms = search.criteria.nameTerms.filter((term) => term.input.trim() !== '');
  const condition = terms.length === 0 ? '' : ` for ${listed(terms.map(termText), search.criteria.combine === 'all' ? 'and' : 'or')}`;
  return answer(store, { keywordTypes: types, nameTerms: { terms, combine: search.criteria.combine }, limit: search.limit }, `${typesText}${condition}`);
}

/** The annotations citing a publication (the publication page's annotation count) or made to one keyword. */
export async function freeAnnotations(store: GeneActionStore, target: { publicationId: string } | { keywordId: string }, limit: number): Promise<AnnotationAnswer> {
  if ('keywordId' in target) {
    const name = await store.keywordName(target.keywordId);
    return answer(store, { keywordTypes: [], keywordId: target.keywordId, limit }, name ?? `keyword ${target.keywordId}`);
  }
  const title = await store.publicationTitle(target.publicationId);
  return answer(store, { keywordTypes: [], publicationId: target.publicationId, limit }, `of any category, cited to ${title ? `"${title}"` : `publication ${target.publicationId}`}`);
}
