// A saved query: the parameters a results page or the FASTA viewer read from this browser's local storage
// (searchParams_<time>, 001 §2.2, §2.9), kept by the server under a short id so that the page's address works in
// any browser (docs/search.md "Addresses that work anywhere"). The server checks the parameters with the schema of
// the call they will be sent to, so a saved query is always one the search would accept.
import * as z from 'zod';
import { annotationBody, freeAnnotationBody, locusIdsBody, microarrayBody, sequencesBody } from './geneActions';
import { communityPayload } from './community';
import { dnaPayload } from './dna';
import { ecotypePayload } from './ecotype';
import { genePayload } from './gene';
import { geneSymbolPayload } from './genesymbol';
import { germplasmPayload } from './germplasm';
import { keywordPayload } from './keyword';
import { markerPayload } from './marker';
import { polymorphismPayload } from './polymorphism';
import { proteinPayload } from './protein';
import { protocolPayload } from './protocol';
import { publicationPayload } from './publication';
import { transposonPayload } from './transposon';
import { transposonFamilyPayload } from './transposonfamily';

export { SAVED_QUERY_ID } from './savedQueryId';

/** The schema of the parameters a results category's page sends (its POST body), by the `category` of /results. */
export const resultsParamsSchemas = {
  genes: genePayload,
  dna: dnaPayload,
  vector: dnaPayload,
  polyallele: polymorphismPayload,
  markers: markerPayload,
  protein: proteinPayload,
  germplasm: germplasmPayload,
  ecotype: ecotypePayload,
  keyword: keywordPayload,
  publication: publicationPayload,
  protocol: protocolPayload,
  community: communityPayload,
  transposon: transposonPayload,
  transposonfamily: transposonFamilyPayload,
  genesymbol: geneSymbolPayload,
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
