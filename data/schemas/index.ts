// The zod schema of every record type's detail response, by the server's type name: the front end's own schemas,
// so the server's contract test checks each demo record against exactly what the pages parse.
import type { z } from 'zod/mini';
import { geneSchema } from '../../schemas/gene';
import { locusSchema } from '../../schemas/locus';
import { proteinSchema } from '../../schemas/protein';

export const responseSchemas: Readonly<Record<string, z.core.$ZodType>> = {
  locus: locusSchema,
  gene: geneSchema,
  protein: proteinSchema,
};
