// The JavaScript a route loads, read from a build's manifest (<dist>/.vite/manifest.json) instead of a browser:
// the entry's chunks (what every page loads), plus, for each module the route loads on demand, its chunk and the
// chunks it imports statically. Imports it makes on demand are not followed: they load only when something asks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

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

const ENTRY = 'index.html';

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`No build manifest at ${file} (vite build with build.manifest): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The JavaScript files of `key`'s chunk and of every chunk it imports statically, added to `files`. */
function collect(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}: was it renamed, or is it no longer loaded on its own?`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
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
export function routeJavaScript(distDir: string, loads: readonly string[]): RouteJavaScript {
  const manifest = readManifest(distDir);
  const initialFiles = new Set<string>();
  collect(manifest, ENTRY, initialFiles);
  const routeFiles = new Set(initialFiles);
  for (const key of loads) collect(manifest, key, routeFiles);
  return {
    initial: chunkSet(distDir, initialFiles),
    route: chunkSet(distDir, routeFiles),
    added: chunkSet(distDir, [...routeFiles].filter((file) => !initialFiles.has(file))),
  };
}
