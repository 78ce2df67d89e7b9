import type { RouteObject } from 'react-router';
import type { z } from 'zod/mini';
import { withChunkTimeout } from './chunkTimeout';
import type { RecordTypeConfigData } from './config/format';
import { preloadDerivations } from './derivations/loading';
import { DetailPage } from './page/DetailPage';
import { preloadRenderers } from './registry';

/** A record type's page as the app's route table knows it: its path, and how to load its config and schema. */
export interface LazyRecordPage {
  route: string;
  load: () => Promise<{ config: RecordTypeConfigData; schema: z.core.$ZodType }>;
}

/**
 * One route per record type whose config and schema load on first visit, so the code a detail page downloads does
 * not grow with the number of record types (a germplasm page never loads the locus config).
 */
export function lazyDetailRoutes(pages: readonly LazyRecordPage[]): RouteObject[] {
  return pages.map(({ route, load }) => ({
    path: route,
    lazy: async () => {
      const { config, schema } = await withChunkTimeout(load);
      if (config.route !== route) throw new Error(`The config loaded for ${route} is for ${config.route}.`);
      await Promise.all([preloadRenderers(config), preloadDerivations(config)]);
      return { Component: () => <DetailPage config={config} schema={schema} /> };
    },
  }));
}
