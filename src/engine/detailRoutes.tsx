import type { RouteObject } from 'react-router';
import type { z } from 'zod/mini';
import type { RecordTypeConfigData } from './config/format';
import { DetailPage } from './page/DetailPage';

/** Routes come from the configs: one per record type, each rendering the same engine page. */
export function detailRoutes(configs: readonly RecordTypeConfigData[], schemas: Readonly<Record<string, z.core.$ZodType>>): RouteObject[] {
  return configs.map((config) => {
    const schema = schemas[config.type];
    if (!schema) throw new Error(`Record type "${config.type}" (route ${config.route}) has no schema in schemas/index.ts.`);
    return { path: config.route, element: <DetailPage config={config} schema={schema} /> };
  });
}
