// The response schema of each genome record type, by the server's type name (002 §7: GET detail/{type}). The
// demo dataset's test parses every record with it; the front end's own map (schemas/index.ts) lists only the
// types whose pages it ships.
import type { z } from 'zod/mini';
import { analysisReferenceSchema } from '../../schemas/analysisReference';
import { arrayElementSchema } from '../../schemas/arrayElement';
import { communicationSchema } from '../../schemas/communication';
import { geneSchema } from '../../schemas/gene';
import { geneFamilySchema } from '../../schemas/geneFamily';
import { keywordSchema } from '../../schemas/keyword';
import { locusSchema } from '../../schemas/locus';
import { markerSchema } from '../../schemas/marker';
import { microarrayExperimentSchema } from '../../schemas/microarrayExperiment';
import { proteinSchema } from '../../schemas/protein';
import { sequenceSchema } from '../../schemas/sequence';
import { transposonSchema } from '../../schemas/transposon';
import { transposonFamilySchema } from '../../schemas/transposonFamily';

export const genomeSchemas = {
  locus: locusSchema,
  gene: geneSchema,
  protein: proteinSchema,
  sequence: sequenceSchema,
  marker: markerSchema,
  arrayelement: arrayElementSchema,
  microarrayexperiment: microarrayExperimentSchema,
  transposon: transposonSchema,
  transposonfamily: transposonFamilySchema,
  keyword: keywordSchema,
  analysisreference: analysisReferenceSchema,
  communication: communicationSchema,
  genefamily: geneFamilySchema,
} satisfies Record<string, z.core.$ZodType>;

export type GenomeRecordType = keyof typeof genomeSchemas;
