// The rows of locus_summaries and locus_annotations (migration 008) for one locus record, derived from its body.
// They are derived in code rather than in SQL because JSON.parse reads a body once, where SQLite's json_extract
// parses it again for every field it takes out (about ten times slower over the full-scale dataset).
import { flag, idText, isObject, objects, text, wholeNumber, type JsonObject } from './json';

export interface LocusSummaryRow {
  locus_id: string;
  name: string;
  representative_gene: string | null;
  symbol: string | null;
  chromosome: string | null;
  span_start: number | null;
  span_end: number | null;
  obsolete: number;
}

export interface LocusAnnotationRow {
  locus_id: string;
  position: number;
  symbol: string | null;
  keyword: string | null;
  keyword_id: string | null;
  keyword_category: string | null;
  keyword_type: string | null;
  relationship_type: string | null;
  evidence: string | null;
  last_modified: string | null;
  reference_type: 'publication' | 'analysisreference' | 'communication' | null;
  reference_id: string | null;
  reference_name: string | null;
  reference_year: number | null;
  annotated_by: string | null;
}

/** 001 §3.7 keyword types by the annotation group categories the locus records use (002 §5), compared lower-cased. */
export const KEYWORD_TYPE_BY_CATEGORY: Readonly<Record<string, string>> = {
  'go molecular function': 'func',
  'go biological process': 'proc',
  'go cellular component': 'comp',
  'plant structure': 'stru',
  'growth and developmental stages': 'grow',
};

export function locusSummaryRow(locusId: string, storedName: string | null, body: JsonObject): LocusSummaryRow {
  const repGene = isObject(body.repGene) ? body.repGene : {};
  const start = wholeNumber(body.spanStartPosition);
  const end = wholeNumber(body.spanEndPosition);
  const placed = start !== null && end !== null;
  const chromosome = idText(body.chromosome);
  return {
    locus_id: locusId,
    name: (text(body.name) ?? storedName ?? locusId).toUpperCase(),
    representative_gene: text(repGene.name),
    symbol: text(repGene.symbol) ?? text(objects(body.symbols)[0]?.name),
    chromosome: chromosome === null ? null : chromosome.toUpperCase(),
    span_start: placed ? Math.min(start, end) : null,
    span_end: placed ? Math.max(start, end) : null,
    obsolete: flag(body.isObsolete) ? 1 : 0,
  };
}

function citation(annotation: JsonObject): Pick<LocusAnnotationRow, 'reference_type' | 'reference_id' | 'reference_name' | 'reference_year'> {
  const publication = idText(annotation.reference_id);
  if (publication !== null) {
    return { reference_type: 'publication', reference_id: publication, reference_name: text(annotation.authors), reference_year: wholeNumber(annotation.publicationYear) };
  }
  const analysis = idText(annotation.analysisReferenceId);
  if (analysis !== null) return { reference_type: 'analysisreference', reference_id: analysis, reference_name: text(annotation.analysisReferenceName), reference_year: null };
  const communication = idText(annotation.communicationReferenceId);
  if (communication !== null) {
    return { reference_type: 'communication', reference_id: communication, reference_name: text(annotation.communicationReferenceName), reference_year: null };
  }
  return { reference_type: null, reference_id: null, reference_name: null, reference_year: null };
}

export function locusAnnotationRows(locusId: string, body: JsonObject): LocusAnnotationRow[] {
  const rows: LocusAnnotationRow[] = [];
  for (const group of objects(body.annotationGroups)) {
    const category = text(group.category);
    for (const annotation of objects(group.annotations)) {
      rows.push({
        locus_id: locusId,
        position: rows.length,
        symbol: text(annotation.symbol),
        keyword: text(annotation.keyword),
        keyword_id: idText(annotation.keywordId),
        keyword_category: category,
        keyword_type: category === null ? null : (KEYWORD_TYPE_BY_CATEGORY[category.toLowerCase()] ?? null),
        relationship_type: text(group.relationshipType),
        evidence: text(annotation.evidenceCodeFull),
        last_modified: text(annotation.dateLastModified),
        ...citation(annotation),
        annotated_by: text(annotation.annotatedByType),
      });
    }
  }
  return rows;
}
