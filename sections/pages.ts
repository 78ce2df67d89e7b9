// The app's detail routes: one per config in sections/ (the registry, sections/shared/registry.ts), each with its
// config and response schema loaded on first visit. Only the route and API type are in the first download.
import type { z } from 'zod/mini';
import type { RecordTypeConfigData } from '../src/engine/config/format';
import type { LazyRecordPage } from '../src/engine/lazyDetailRoutes';
import { routeOfConfigFile, schemaExportOf, schemaFileOf } from './shared/registry';

const configs = import.meta.glob<RecordTypeConfigData>(['./*.ts', '!./index.ts', '!./pages.ts'], { import: 'default' });
const identities = import.meta.glob<{ route: string; apiType: string }>(['./*.ts', '!./index.ts', '!./pages.ts'], {
  query: '?record-identity',
  import: 'default',
  eager: true,
});
const schemas = import.meta.glob<Record<string, z.core.$ZodType>>(['../schemas/*.ts', '!../schemas/index.ts']);

async function schemaOf(apiType: string): Promise<z.core.$ZodType> {
  const file = schemaFileOf(apiType, Object.keys(schemas));
  const schema = file ? (await schemas[`../schemas/${file}.ts`]?.())?.[schemaExportOf(file)] : undefined;
  if (!schema) throw new Error(`No response schema for the API type ${apiType} in schemas/.`);
  return schema;
}

export const recordPages: LazyRecordPage[] = Object.entries(identities).map(([file, { route, apiType }]) => {
  if (route !== routeOfConfigFile(file)) throw new Error(`sections${routeOfConfigFile(file)}.ts must have the route ${routeOfConfigFile(file)}, not ${route}.`);
  return {
    route,
    apiType,
    load: async () => {
      const [config, schema] = await Promise.all([(configs[file] as () => Promise<RecordTypeConfigData>)(), schemaOf(apiType)]);
      return { config, schema };
    },
  };
});
