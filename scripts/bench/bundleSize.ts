import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Gzip size of the JavaScript a detail route loads: the entry and everything it imports statically, plus the
 * dynamic imports a detail page pulls in (everything except the mock API, which production never loads).
 */
export function detailRouteJsSize(root: string) {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key.includes('mocks/')) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const files = [...seen].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file?.endsWith('.js')));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, 'dist', file))).length, 0);
  return { files, gzipBytes };
}
