// The response schema of every record type, by config `type`: the engine parses each detail response with it.
import type { z } from 'zod/mini';
import { geneSchema } from './gene';
import { locusSchema } from './locus';
import { proteinSchema } from './protein';

export const recordSchemas = {
  locus: locusSchema,
  gene: geneSchema,
  protein: proteinSchema,
} satisfies Record<string, z.core.$ZodType>;

export type RecordSchemaType = keyof typeof recordSchemas;
