// The bodies of the gene-action calls and the sequence call (docs/search.md "Gene actions and sequences"): the results
// page and bulk retrieval build them, the server parses them with these schemas. Objects are strict (an unknown key
// is a 400 naming it); id lists hold at most 10,000 ids of at most 1000 characters, and an id repeated (in any case)
// is read once, before any work: the results page and bulk retrieval send at most 10,000 distinct ids, and 10,000
// copies of one id cost as much as 10,000 different ones did.
import * as z from 'zod';
import { MAX_GENE_LIST, MAX_ROWS, oneOf, rows, rowsLimit, searchMethod, searchText } from './payload';
import { FLANK_LENGTHS, SEQUENCE_FORMATS, SEQUENCE_SOURCE_IDS } from '../sequences/sources';

/** The ids, each once (names are looked up upper-cased, so 'at1g01010' and 'AT1G01010' are one), first kept. */
function eachOnce(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const key = id.toUpperCase();
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** Record keys or names, sent as text or (keys) as numbers; read as trimmed text, blanks and repeats dropped. */
export const idList = z
  .array(z.union([searchText, z.number().int().nonnegative()], { error: 'must be text or a whole number' }))
  .max(MAX_GENE_LIST, `must hold at most ${MAX_GENE_LIST} ids`)
  .transform((ids) => eachOnce(ids.map((id) => String(id).trim()).filter((id) => id !== '')));

export const locusIdsBody = z.strictObject({ locusIds: idList, rowsLimit: rowsLimit.optional() });

/** 001 §2.4 microarray platforms. */
export const PLATFORMS = ['AFFY_ATH1', 'catma', 'Agilent-G2519F-021169'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const microarrayBody = z.strictObject({
  locusIds: idList,
  platforms: z.array(oneOf(PLATFORMS)).max(MAX_ROWS, `must hold at most ${MAX_ROWS} platforms`).optional(),
  rowsLimit: rowsLimit.optional(),
});

/** 001 §3.7 keyword types. */
export const KEYWORD_TYPES = ['func', 'proc', 'comp', 'stru', 'grow', 'meth', 'user'] as const;

const annotationTermRow = z.strictObject({
  search_type: oneOf(['locus_name', 'gene_name']),
  search_method: searchMethod,
  search_input: searchText,
});

/**
 * POST search/annotation: what the locus and gene pages store (002 §5: keyword_types with searchTerms or
 * orSearchTerms), or what the results page sends for its selected rows (keyword_types with locusIds).
 */
export const annotationBody = z
  .strictObject({
    keyword_types: z.array(oneOf(KEYWORD_TYPES)).max(MAX_ROWS, `must hold at most ${MAX_ROWS} types`).optional(),
    searchTerms: rows(annotationTermRow).optional(),
    orSearchTerms: rows(annotationTermRow).optional(),
    locusIds: idList.optional(),
    rowsLimit: rowsLimit.optional(),
  })
  .superRefine((body, context) => {
    const given = (['searchTerms', 'orSearchTerms', 'locusIds'] as const).filter((key) => body[key] !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: [given[1] ?? 'searchTerms'],
        message: given.length === 0 ? 'is required (or orSearchTerms, or locusIds)' : `cannot be sent together with ${given[0]}`,
      });
    }
  });

const recordKey = z.union([z.string().trim().regex(/^\d{1,20}$/, 'must be a record key (digits)'), z.number().int().nonnegative()], {
  error: 'must be a record key (digits)',
});

/**
 * POST search/free/annotation: the annotations citing a publication ({ publicationId }; the publication page's link
 * stores it as reference_id, which is read the same way) or made to a keyword ({ keywordId }).
 */
export const freeAnnotationBody = z
  .strictObject({
    publicationId: recordKey.optional(),
    reference_id: recordKey.optional(),
    keywordId: recordKey.optional(),
    rowsLimit: rowsLimit.optional(),
  })
  .superRefine((body, context) => {
    const given = (['publicationId', 'reference_id', 'keywordId'] as const).filter((key) => body[key] !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: [given[1] ?? 'publicationId'],
        message: given.length === 0 ? 'is required (or keywordId)' : `cannot be sent together with ${given[0]}`,
      });
    }
  });

/** POST search/sequences: locus or gene model ids, a source, a format and (upstream, downstream) a flank length. */
export const sequencesBody = z
  .strictObject({
    locusIds: idList.optional(),
    geneIds: idList.optional(),
    dataset: oneOf(SEQUENCE_SOURCE_IDS),
    format: oneOf(SEQUENCE_FORMATS).default('one_per_locus'),
    flank: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
        z.literal(FLANK_LENGTHS, { error: `must be ${FLANK_LENGTHS.join(', ')} (base pairs)` }),
      )
      .optional(),
  })
  .superRefine((body, context) => {
    if ((body.locusIds === undefined) === (body.geneIds === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [body.locusIds === undefined ? 'locusIds' : 'geneIds'],
        message: body.locusIds === undefined ? 'is required (or geneIds)' : 'cannot be sent together with locusIds',
      });
    } else if (body.format === 'query_match' && body.geneIds === undefined) {
      context.addIssue({ code: 'custom', path: ['format'], message: 'query_match needs geneIds: it keeps only the listed gene models' });
    }
  });

export type SequencesBody = z.infer<typeof sequencesBody>;
