// 002 §5: Gene Ontology and Plant Ontology annotation tables.
// Locus page: annotationGroups are split by category name — 'Growth and Developmental Stages' and
// 'Plant structure' are Plant Ontology, everything else Gene Ontology.
// Gene page: Gene Ontology shows only the three GO categories, Plant Ontology only its two categories.
import { dateOf, idOf, objects, optionalText, prop, sameName, shortCitation, strings, text, type Id } from './read';

const LOCUS_PO_CATEGORIES = ['Growth and Developmental Stages', 'Plant structure'];
const GENE_GO_CATEGORIES = ['GO Biological Process', 'GO Molecular Function', 'GO Cellular Component'];
const GENE_PO_CATEGORIES = ['Growth and Developmental Stages', 'Plant Structure'];

const inCategories = (category: unknown, names: string[]) => names.some((name) => sameName(category, name));

export interface OntologyRow {
  category: string | undefined;
  relationshipType: string | undefined;
  keyword: string | undefined;
  keywordId: Id | undefined;
}

export interface LocusAnnotationRow extends OntologyRow {
  evidenceCodeFull: string | undefined;
  description: string | undefined;
  evidenceWith: string | undefined;
  symbol: string | undefined;
  symbolFull: string | undefined;
  authors: string | undefined;
  publicationYear: string | undefined;
  reference_id: Id | undefined;
  analysisReferenceId: Id | undefined;
  analysisReferenceName: string | undefined;
  communicationReferenceId: Id | undefined;
  communicationReferenceName: string | undefined;
  /** The cited source as a route name (publication, analysisreference, communication) with its key and a label. */
  referenceType: 'publication' | 'analysisreference' | 'communication' | undefined;
  referenceId: Id | undefined;
  referenceText: string | undefined;
  annotatedByType: string | undefined;
  community_id: Id | undefined;
  dateLastModified: string | number | undefined;
}

type Annotation = Record<string, unknown>;

/** An annotation cites a publication, an analysis reference or a personal communication (002 §3). */
function reference(annotation: Annotation): Pick<LocusAnnotationRow, 'referenceType' | 'referenceId' | 'referenceText'> {
  const publication = idOf(annotation.reference_id);
  if (publication !== undefined) {
    const citation = shortCitation(annotation.authors, annotation.publicationYear);
    return { referenceType: 'publication', referenceId: publication, referenceText: citation || `Publication ${publication}` };
  }
  const analysis = idOf(annotation.analysisReferenceId);
  if (analysis !== undefined) {
    return { referenceType: 'analysisreference', referenceId: analysis, referenceText: text(annotation.analysisReferenceName) || `Analysis ${analysis}` };
  }
  const communication = idOf(annotation.communicationReferenceId);
  if (communication !== undefined) {
    return {
      referenceType: 'communication',
      referenceId: communication,
      referenceText: text(annotation.communicationReferenceName) || `Communication ${communication}`,
    };
  }
  return { referenceType: undefined, referenceId: undefined, referenceText: undefined };
}

function locusAnnotationRow(group: Annotation, annotation: Annotation): LocusAnnotationRow {
  const authorList = strings(annotation.authors);
  return {
    category: optionalText(group.category),
    relationshipType: optionalText(group.relationshipType),
    keyword: optionalText(annotation.keyword),
    keywordId: idOf(annotation.keywordId),
    evidenceCodeFull: optionalText(annotation.evidenceCodeFull),
    description: optionalText(annotation.description),
    evidenceWith: strings(annotation.evidenceWith).join(', ') || undefined,
    symbol: optionalText(annotation.symbol),
    symbolFull: optionalText(annotation.symbolFull),
    authors: authorList.join(', ') || undefined,
    publicationYear: optionalText(annotation.publicationYear),
    reference_id: idOf(annotation.reference_id),
    analysisReferenceId: idOf(annotation.analysisReferenceId),
    analysisReferenceName: optionalText(annotation.analysisReferenceName),
    communicationReferenceId: idOf(annotation.communicationReferenceId),
    communicationReferenceName: optionalText(annotation.communicationReferenceName),
    ...reference(annotation),
    annotatedByType: optionalText(annotation.annotatedByType),
    community_id: idOf(annotation.community_id),
    dateLastModified: dateOf(annotation.dateLastModified),
  };
}

function locusAnnotationRows(record: unknown, plantOntology: boolean): LocusAnnotationRow[] {
  return objects(prop(record, 'annotationGroups'))
    .filter((group) => inCategories(group.category, LOCUS_PO_CATEGORIES) === plantOntology)
    .flatMap((group) => objects(group.annotations).map((annotation) => locusAnnotationRow(group, annotation)));
}

export const locusGoAnnotations = (record: unknown) => locusAnnotationRows(record, false);
export const locusPoAnnotations = (record: unknown) => locusAnnotationRows(record, true);

function geneOntologyRows(record: unknown, categories: string[]): OntologyRow[] {
  return objects(prop(prop(record, 'plantOntologyAnnotation'), 'data'))
    .filter((group) => inCategories(group.category, categories))
    .flatMap((group) =>
      objects(group.keywords).map((keyword) => ({
        category: optionalText(group.category),
        relationshipType: optionalText(group.relationshipType),
        keyword: optionalText(keyword.keyword),
        keywordId: idOf(keyword.keywordId),
      })),
    );
}

export const geneGoAnnotations = (record: unknown) => geneOntologyRows(record, GENE_GO_CATEGORIES);
export const genePoAnnotations = (record: unknown) => geneOntologyRows(record, GENE_PO_CATEGORIES);
