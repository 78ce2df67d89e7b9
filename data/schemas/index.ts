// The zod schema of every record type's detail response, by the server's type name: the front end's own schemas,
// so the server's contract test checks each demo record against exactly what the pages parse.
import type { z } from 'zod/mini';
import { communitySchemas } from './community';
import { genomeSchemas } from './genome';

export const responseSchemas: Readonly<Record<string, z.core.$ZodType>> = { ...genomeSchemas, ...communitySchemas };
