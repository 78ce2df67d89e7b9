import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { z } from 'zod/mini';
import { withChunkTimeout } from './chunkTimeout';
import type { RecordTypeConfigData } from './config/format';
import { preloadDerivations } from './derivations/loading';
import { DetailPage } from './page/DetailPage';
import { prefetchRecord } from './recordQuery';
import { preloadRenderers } from './registry';

/** A record type's page as the app's route table knows it: its path, its API type, and how to load its config and schema. */
export interface LazyRecordPage {
  route: string;
  /** The config's apiType, known before the config loads so the record's fetch can start with the page's code. */
  apiType: string;
  load: () => Promise<{ config: RecordTypeConfigData; schema: z.core.$ZodType }>;
}

export interface DetailRouteOptions {
  client: QueryClient;
  /** Who may see detail pages: throws (a redirect) when the visitor may not, and then nothing is fetched. */
  guard?: (args: LoaderFunctionArgs) => Promise<unknown>;
}

/**
 * One route per record type whose config and schema load on first visit, so the code a detail page downloads does
 * not grow with the number of record types (a germplasm page never loads the locus config). The route's loader runs
 * beside that download: once the guard lets the visitor in, the record's fetch starts too.
 */
export function lazyDetailRoutes(pages: readonly LazyRecordPage[], { client, guard }: DetailRouteOptions): RouteObject[] {
  return pages.map(({ route, apiType, load }) => ({
    path: route,
    loader: async (args: LoaderFunctionArgs) => {
      await guard?.(args);
      prefetchRecord(client, apiType, new URL(args.request.url));
      return null;
    },
    lazy: async () => {
      const { config, schema } = await withChunkTimeout(load);
      if (config.route !== route) throw new Error(`The config loaded for ${route} is for ${config.route}.`);
      if (config.apiType !== apiType) throw new Error(`The config loaded for ${route} fetches ${config.apiType}, not ${apiType}.`);
      await Promise.all([preloadRenderers(config), preloadDerivations(config)]);
      return { Component: () => <DetailPage config={config} schema={schema} /> };
    },
  }));
}
