// A saved query: the parameters a results page or the FASTA viewer read from this browser's local storage
// (searchParams_<time>, 001 §2.2, §2.9), kept by the server under a short id so that the page's address works in
// any browser (docs/search.md "Addresses that work anywhere"). The server checks the parameters with the schema of
// the call they will be sent to, so a saved query is always one the search would accept.
import * as z from 'zod';
import { annotationBody, freeAnnotationBody, locusIdsBody, microarrayBody, sequencesBody } from './geneActions';
import { searchPayloads } from './payloads';

export { SAVED_QUERY_ID } from './savedQueryId';

/** The schema of the parameters a results category's page sends (its POST body), by the `category` of /results. */
export const resultsParamsSchemas = {
  genes: searchPayloads.gene,
  dna: searchPayloads.dna,
  vector: searchPayloads.dna,
  polyallele: searchPayloads.polymorphism,
  markers: searchPayloads.marker,
  protein: searchPayloads.protein,
  germplasm: searchPayloads.germplasm,
  ecotype: searchPayloads.ecotype,
  keyword: searchPayloads.keyword,
  publication: searchPayloads.publication,
  protocol: searchPayloads.protocol,
  community: searchPayloads.community,
  transposon: searchPayloads.transposon,
  transposonfamily: searchPayloads.transposonfamily,
  genesymbol: searchPayloads.genesymbol,
  // Annotation lists opened from a publication or keyword name the record (search/free/annotation), the others terms.
  annotations: z.union([annotationBody, freeAnnotationBody]),
  descriptions: locusIdsBody,
  locus_history: locusIdsBody,
  microarray: microarrayBody,
} as const;

export type SavedResultsCategory = keyof typeof resultsParamsSchemas;
const resultsCategories = Object.keys(resultsParamsSchemas) as [SavedResultsCategory, ...SavedResultsCategory[]];

/** POST /api/saved-queries: a results page's category and parameters, or a FASTA viewer's sequence request. */
export const savedQueryBody = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('results'), category: z.enum(resultsCategories), params: z.record(z.string(), z.unknown()) }),
    z.strictObject({ kind: z.literal('sequences'), params: z.record(z.string(), z.unknown()) }),
  ])
  .superRefine((query, context) => {
    const schema = query.kind === 'results' ? resultsParamsSchemas[query.category] : sequencesBody;
    const parsed = schema.safeParse(query.params);
    for (const issue of parsed.error?.issues ?? []) context.addIssue({ ...issue, path: ['params', ...issue.path] } as z.core.$ZodRawIssue);
  });

export type SavedQuery = z.input<typeof savedQueryBody>;

/** GET /api/saved-queries/:id answers the query as it was saved, with the time it expires. */
export type SavedQueryAnswer = SavedQuery & { expiresAt: string };
