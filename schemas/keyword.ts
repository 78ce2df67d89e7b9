// 002 §3 Keyword: GET detail/keyword?key= — the record behind /keyword (Summary): an ontology term (GO, PO) and
// how much data is annotated to it.
import * as z from 'zod/mini';
import { count, dateValue, list, text, type KnownFields } from './shared';

const keywordSummarySchema = z.looseObject({
  /** The term's name, e.g. 'nucleus'. */
  kw: z.string(),
  /** The term's definition. */
  kwDef: text(),
  /** The ontology aspect: comp, func, proc (GO); grow, stru (PO) (002 §5). */
  kwType: text(),
  /** The ontology's id, e.g. 'GO:0005634'; ids prefixed GO: or PO: link to the ontology browsers (002 §4). */
  extdbId: text(),
  dateLastModified: z.nullish(dateValue),
});

/** How many publications, annotations or loci point at the term (or at its child terms). */
const dataCountSchema = z.looseObject({
  /** 'publications', 'annotations' or 'loci'. */
  displayName: text(),
  linkCount: count(),
});

export const keywordSchema = z.looseObject({
  summary: keywordSummarySchema,
  synonyms: list(z.string()),
  dataToTerm: list(dataCountSchema),
  dataToChildren: list(dataCountSchema),
});

/** The parsed keyword, with only its known fields. */
export type Keyword = KnownFields<z.infer<typeof keywordSchema>>;

/** A detail/keyword response as the server sends it. */
export type KeywordResponse = z.input<typeof keywordSchema>;
