// 002 §3 Locus annotationGroups and the "Locus annotation row": GO and PO annotations grouped by category and
// relationship type. The locusGoAnnotations / locusPoAnnotations derivations split and flatten them (002 §5).
import * as z from 'zod/mini';
import { authors, dateValue, id, list, text, year } from '../shared';

export const locusAnnotationSchema = z.looseObject({
  keyword: text(),
  keywordId: z.nullish(id),
  /** The evidence code (e.g. 'IEA'); the 'evidenceCode' formatter names it (002 §5). */
  evidenceCodeFull: text(),
  description: text(),
  evidenceWith: z.nullish(z.union([z.string(), z.array(z.string())])),
  symbol: text(),
  symbolFull: text(),
  /** The publication the annotation cites, when it cites one. */
  reference_id: z.nullish(id),
  authors: z.nullish(authors),
  publicationYear: z.nullish(year),
  /** Or an analysis reference … */
  analysisReferenceId: z.nullish(id),
  analysisReferenceName: text(),
  /** … or a personal communication. */
  communicationReferenceId: z.nullish(id),
  communicationReferenceName: text(),
  /** 'TAIR', a person, an organization … with its community id. */
  annotatedByType: text(),
  community_id: z.nullish(id),
  dateLastModified: z.nullish(dateValue),
});

export const annotationGroupSchema = z.looseObject({
  /** e.g. 'GO Biological Process', 'Growth and Developmental Stages', 'Plant structure'. */
  category: text(),
  relationshipType: text(),
  annotations: list(locusAnnotationSchema),
});

export type LocusAnnotation = z.infer<typeof locusAnnotationSchema>;
export type AnnotationGroup = z.infer<typeof annotationGroupSchema>;
