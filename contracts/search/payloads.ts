// The payload schema of every search category, by the URL segment of POST /api/search/{category} (001 §3.1). The
// server parses each call with its category's schema; the client's tests parse what each search form submits.
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

export const searchPayloads = {
  gene: genePayload,
  dna: dnaPayload,
  protein: proteinPayload,
  germplasm: germplasmPayload,
  keyword: keywordPayload,
  polymorphism: polymorphismPayload,
  publication: publicationPayload,
  community: communityPayload,
  marker: markerPayload,
  ecotype: ecotypePayload,
  transposon: transposonPayload,
  transposonfamily: transposonFamilyPayload,
  genesymbol: geneSymbolPayload,
  protocol: protocolPayload,
} as const;

export type SearchCategory = keyof typeof searchPayloads;
