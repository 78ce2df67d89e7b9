import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip size of the JavaScript files a page actually loaded (as seen by the browser), read from the build output:
 * what a reader downloads for a detail route, lazy chunks included once they were requested.
 */
export function loadedJsSize(distDir: string, urls: Iterable<string>) {
  const files = [...new Set([...urls].map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js')))].sort();
  const gzipBytes = files.reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path))).length, 0);
  return { files: files.map((path) => path.replace(/^\//, '')), gzipBytes };
}
