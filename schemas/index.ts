// The response schema of every record type, by config `type`: the engine parses each detail response with it.
import type { z } from 'zod/mini';
import { geneSchema } from './gene';
import { locusSchema } from './locus';
import { proteinSchema } from './protein';
import { hostStrainSchema } from './hostStrain';
import { librarySchema } from './library';
import { markerSchema } from './marker';
import { transposonSchema } from './transposon';
import { transposonFamilySchema } from './transposonFamily';
import { vectorSchema } from './vector';
import { keywordSchema } from './keyword';
import { personSchema } from './person';
import { organizationSchema } from './organization';
import { publicationSchema } from './publication';
import { protocolSchema } from './protocol';
import { communicationSchema } from './communication';
import { analysisReferenceSchema } from './analysisReference';
import { geneSymbolSchema } from './geneSymbol';
import { arrayElementSchema } from './arrayElement';
import { sequenceSchema } from './sequence';
import { germplasmSchema } from './germplasm';
import { polymorphismSchema } from './polymorphism';
import { ecotypeSchema } from './ecotype';
import { cloneSchema } from './clone';
import { cloneEndSchema } from './cloneEnd';

export const recordSchemas = {
  locus: locusSchema,
  gene: geneSchema,
  protein: proteinSchema,
  marker: markerSchema,
  hoststrain: hostStrainSchema,
  library: librarySchema,
  vector: vectorSchema,
  transposon: transposonSchema,
  transposonfamily: transposonFamilySchema,
  keyword: keywordSchema,
  person: personSchema,
  organization: organizationSchema,
  publication: publicationSchema,
  protocol: protocolSchema,
  communication: communicationSchema,
  analysisreference: analysisReferenceSchema,
  genesymbol: geneSymbolSchema,
  arrayElement: arrayElementSchema,
  sequence: sequenceSchema,
  germplasm: germplasmSchema,
  polyallele: polymorphismSchema,
  ecotype: ecotypeSchema,
  clone: cloneSchema,
  cloneend: cloneEndSchema,
} satisfies Record<string, z.core.$ZodType>;

export type RecordSchemaType = keyof typeof recordSchemas;
