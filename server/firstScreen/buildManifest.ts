// The front-end build's manifest (<dist>/.vite/manifest.json, vite build with build.manifest): which built files each
// source module became and which chunks each imports statically. The server reads it to name a page's chunks in its
// first answer; the JavaScript budgets read it to weigh a route.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The key of the app's entry: what every page loads before any route. */
export const ENTRY = 'index.html';

export function readBuildManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`No build manifest at ${file} (vite build with build.manifest): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The JavaScript files of `key`'s chunk and of every chunk it imports statically, added to `files`; imports made on
 * demand are not followed (they load only when something asks). Throws for a key the manifest does not have.
 */
export function collectChunkFiles(manifest: BuildManifest, key: string, files: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}: was it renamed, or is it no longer loaded on its own?`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunkFiles(manifest, imported, files, seen);
}

/** The files the entry loads: every page's first download. */
export function initialChunkFiles(manifest: BuildManifest): Set<string> {
  const files = new Set<string>();
  collectChunkFiles(manifest, ENTRY, files);
  return files;
}
