// The chunks a page's route will import, named in the page's first answer (<link rel="modulepreload">) so that the
// browser fetches them beside the entry instead of after it has run. For a detail page: the record type's config and
// its response schema (the modules sections/pages.ts loads), with the chunks they import, less what the entry loads.
import { schemaFileOf } from '../../sections/shared/registry';
import { collectChunkFiles, initialChunkFiles, type BuildManifest } from './buildManifest';

/** The chunks a detail route loads on demand (its config and its response schema), as manifest keys. */
export function detailRouteModules(manifest: BuildManifest, route: string, apiType: string): string[] {
  const schemaFiles = Object.keys(manifest).filter((key) => /^schemas\/[^/]+\.ts$/.test(key));
  const schema = schemaFileOf(apiType, schemaFiles);
  return [`sections${route}.ts`, ...(schema ? [`schemas/${schema}.ts`] : [])];
}

/**
 * The built files (paths under the build, e.g. assets/locus-CTQHJ_Rr.js) of `modules` and of what they import, less
 * the entry's; a module the build does not have is left out (the page then loads it as it would have anyway).
 */
export function routeChunkFiles(manifest: BuildManifest, modules: readonly string[]): string[] {
  const initial = initialChunkFiles(manifest);
  const files = new Set<string>();
  for (const module of modules) {
    if (manifest[module]) collectChunkFiles(manifest, module, files);
  }
  return [...files].filter((file) => !initial.has(file)).sort();
}
