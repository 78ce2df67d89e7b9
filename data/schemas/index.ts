// The zod schema of every record type's detail response, by the server's type name: the front end's own schemas
// (schemas/<file>.ts for each API type, sections/shared/registry.ts), so the server's contract test and the demo
// dataset's tests check each demo record against exactly what the pages parse.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod/mini';
import { schemaExportOf, schemaFileOf } from '../../sections/shared/registry';
import { PROJECT_ROOT } from '../../server/projectRoot';
import { apiTypes } from '../recordTypes';

const schemaFiles = readdirSync(path.join(PROJECT_ROOT, 'schemas')).filter((file) => file.endsWith('.ts'));

async function schemaOf(apiType: string): Promise<z.core.$ZodType> {
  const file = schemaFileOf(apiType, schemaFiles);
  if (!file) throw new Error(`No schema for the API type ${apiType}: schemas/ has no file named ${apiType}.ts in any case.`);
  // A literal pattern, which the compiled server's bundler follows (data/recordTypes.ts).
  const schema = ((await import(`../../schemas/${file}.ts`)) as Record<string, z.core.$ZodType>)[schemaExportOf(file)];
  if (!schema) throw new Error(`schemas/${file}.ts does not export ${schemaExportOf(file)}.`);
  return schema;
}

export const responseSchemas: Readonly<Record<string, z.core.$ZodType>> = Object.fromEntries(
  await Promise.all(apiTypes.map(async (apiType) => [apiType, await schemaOf(apiType)] as const)),
);
