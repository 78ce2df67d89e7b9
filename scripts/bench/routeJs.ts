// The JavaScript a route loads, read from a build's manifest (<dist>/.vite/manifest.json) instead of a browser:
// the entry's chunks (what every page loads), plus, for each module the route loads on demand, its chunk and the
// chunks it imports statically. Imports it makes on demand are not followed: they load only when something asks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { collectChunkFiles, initialChunkFiles, readBuildManifest, type BuildManifest } from '../../server/firstScreen/buildManifest.ts';

export interface ChunkSet {
  /** Built files, e.g. assets/index-C22tTTnL.js, sorted. */
  files: string[];
  /** Their gzip sizes (default level, as bundleSize.ts counts), summed. */
  gzipBytes: number;
}

export interface RouteJavaScript {
  /** What the app's entry loads before any route: every page pays it. */
  initial: ChunkSet;
  /** Everything the route loads, the initial chunks included. */
  route: ChunkSet;
  /** What the route loads beyond the initial chunks. */
  added: ChunkSet;
}

function chunkSet(distDir: string, files: Iterable<string>): ChunkSet {
  const sorted = [...files].sort();
  const gzipBytes = sorted.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  return { files: sorted, gzipBytes };
}

/**
 * The JavaScript of a route that loads `loads` on demand (manifest keys: source paths from the project root, e.g.
 * 'sections/locus.ts'), as sets of built files with their gzip sizes.
 */
export function routeJavaScript(distDir: string, loads: readonly string[] | ((manifest: BuildManifest) => readonly string[])): RouteJavaScript {
  const manifest = readBuildManifest(distDir);
  const initialFiles = initialChunkFiles(manifest);
  const routeFiles = new Set(initialFiles);
  for (const key of typeof loads === 'function' ? loads(manifest) : loads) collectChunkFiles(manifest, key, routeFiles);
  return {
    initial: chunkSet(distDir, initialFiles),
    route: chunkSet(distDir, routeFiles),
    added: chunkSet(distDir, [...routeFiles].filter((file) => !initialFiles.has(file))),
  };
}
