// The response schema of every record type, by config `type`: the engine parses each detail response with it. Each
// config's schema is schemas/<file>.ts for its API type (sections/shared/registry.ts).
import type { z } from 'zod/mini';
import { recordTypes } from '../sections';
import { schemaExportOf, schemaFileOf } from '../sections/shared/registry';

const schemaModules = import.meta.glob<Record<string, z.ZodMiniType>>(['./*.ts', '!./index.ts'], { eager: true });

function schemaOf(apiType: string): z.ZodMiniType {
  const file = schemaFileOf(apiType, Object.keys(schemaModules));
  const schema = file ? schemaModules[`./${file}.ts`]?.[schemaExportOf(file)] : undefined;
  if (!schema) throw new Error(`No response schema for the API type ${apiType} in schemas/.`);
  return schema;
}

export const recordSchemas: Readonly<Record<string, z.ZodMiniType>> = Object.fromEntries(
  recordTypes.map((config) => [config.type, schemaOf(config.apiType)]),
);

/** The response schema of the config `type`; an error for a type no config has. */
export function recordSchemaOf(type: string): z.ZodMiniType {
  const schema = recordSchemas[type];
  if (!schema) throw new Error(`No config has the type ${type}.`);
  return schema;
}
