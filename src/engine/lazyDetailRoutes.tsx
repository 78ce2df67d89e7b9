import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { z } from 'zod/mini';
import { withChunkTimeout } from './chunkTimeout';
import type { RecordTypeConfigData } from './config/format';
import { preloadDerivations } from './derivations/loading';
import { DetailPage } from './page/DetailPage';
import { prefetchLookedUpRecord, prefetchRecord } from './recordQuery';
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
  /**
   * Who may see detail pages: throws (a redirect) when the visitor may not. It decides what is shown, not what is
   * asked: the server refuses a record's data to a visitor without access whatever the page asks.
   */
  guard?: (args: LoaderFunctionArgs) => Promise<unknown>;
}

/** A record type's route's id: the hydration of a first screen the server rendered names it (src/main.tsx). */
export const recordRouteId = (route: string) => `record${route}`;

/**
 * One route per record type whose config and schema load on first visit, so the code a detail page downloads does
 * not grow with the number of record types (a germplasm page never loads the locus config). The route's loader runs
 * beside that download and starts the record's fetch at once, beside the guard's questions too: an address by key
 * asks for the record now, one by name (or accession, or id) as soon as the config says how to look it up. Only
 * the guard's answer is awaited, so a visitor without access is sent away before anything of the record renders.
 */
export function lazyDetailRoutes(pages: readonly LazyRecordPage[], { client, guard }: DetailRouteOptions): RouteObject[] {
  return pages.map(({ route, apiType, load }) => ({
    id: recordRouteId(route),
    path: route,
    loader: async (args: LoaderFunctionArgs) => {
      const url = new URL(args.request.url);
      prefetchRecord(client, apiType, url);
      // The same modules the route's lazy imports: one download serves both.
      void load()
        .then(({ config }) => prefetchLookedUpRecord(client, config, url))
        .catch(() => undefined);
      await guard?.(args);
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
