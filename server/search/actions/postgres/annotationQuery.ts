// The SQL of an annotation query (GeneActionStore.annotations) on PostgreSQL: fixed fragments chosen by the query's
// shape, every value a bound parameter ($1, $2, … in the order of `values`).
import type { AnnotationNameTerm, AnnotationQuery } from '../store';

/** `%`, `_` and the escape character itself, escaped for LIKE … ESCAPE '\'. */
const likeLiteral = (input: string) => input.replace(/[\\%_]/g, (character) => `\\${character}`);

function nameCondition({ field, method, input }: AnnotationNameTerm, bind: (value: unknown) => string): string {
  // A gene name is the locus's AGI code, its representative gene model or its symbol (002 §5); compared without case,
  // as SQLite's NOCASE and LIKE compare.
  const columns = field === 'locus_name' ? ['s.name'] : ['s.name', 's.representative_gene', 'coalesce(a.symbol, s.symbol)'];
  const value = input.trim();
  const parts = columns.map((column) => {
    if (method === 'exactly') return `lower(${column}) = lower(${bind(value)})`;
    return `${column} ILIKE ${bind(method === 'starts_with' ? `${likeLiteral(value)}%` : `%${likeLiteral(value)}%`)} ESCAPE '\\'`;
  });
  return `(${parts.join(' OR ')})`;
}

/** The FROM and WHERE of the query's rows, with their values. */
export function annotationFrom(query: AnnotationQuery): { from: string; values: unknown[] } {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions: string[] = [];
  if (query.keywordTypes.length > 0) conditions.push(`a.keyword_type = ANY(${bind(query.keywordTypes)}::text[])`);
  if (query.locusKeys) conditions.push(`a.locus_id = ANY(${bind(query.locusKeys)}::text[])`);
  if (query.keywordId !== undefined) conditions.push(`a.keyword_id = ${bind(query.keywordId)}`);
  if (query.publicationId !== undefined) conditions.push(`a.reference_type = 'publication' AND a.reference_id = ${bind(query.publicationId)}`);
  if (query.nameTerms && query.nameTerms.terms.length > 0) {
    const parts = query.nameTerms.terms.map((term) => nameCondition(term, bind));
    conditions.push(`(${parts.join(query.nameTerms.combine === 'all' ? ' AND ' : ' OR ')})`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return { from: `FROM locus_annotations a JOIN locus_summaries s ON s.locus_id = a.locus_id ${where}`, values };
}
