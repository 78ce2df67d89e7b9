// Brotli and gzip copies of the built front end, made once at build time so the server sends the smallest file the
// browser accepts without compressing it per request (server/frontEnd.ts serves them with @fastify/static's
// preCompressed option). Slow, maximal settings are fine here: they cost build time, never a reader's time.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Source maps are left out: they are large, slow to compress at these settings and
 * only fetched by a developer's tools. Images and fonts in the build are already compressed formats.
 */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** Below this a compressed copy saves less than the headers of a response cost. */
export const MIN_PRECOMPRESS_BYTES = 1024;

export interface PrecompressedFile {
  /** Path relative to the folder, with forward slashes. */
  file: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * How hard to compress. `maximal` (brotli 11, gzip 9) is what readers get; `quick` (brotli 5, gzip 6, the levels
 * the server uses for answers made on the fly) is for the end-to-end run's build, which checks that the copies are
 * served, not how small they are, and must not spend a minute of the test run on it.
 */
export type CompressionEffort = 'maximal' | 'quick';

const LEVELS: Record<CompressionEffort, { brotliQuality: number; gzipLevel: number }> = {
  maximal: { brotliQuality: constants.BROTLI_MAX_QUALITY, gzipLevel: constants.Z_BEST_COMPRESSION },
  quick: { brotliQuality: 5, gzipLevel: 6 },
};

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `dir` of at least MIN_PRECOMPRESS_BYTES. A copy
 * that would not be smaller than the file is not written, so the server falls back to the file itself. Returns what
 * was compressed.
 */
export async function precompressDirectory(dir: string, effort: CompressionEffort = 'maximal'): Promise<PrecompressedFile[]> {
  const { brotliQuality, gzipLevel } = LEVELS[effort];
  const candidates = [];
  for (const file of await filesUnder(dir)) {
    if (COMPRESSIBLE_FILE.test(file) && (await stat(file)).size >= MIN_PRECOMPRESS_BYTES) candidates.push(file);
  }
  // In parallel: zlib runs on libuv's thread pool, so several files compress at once.
  return Promise.all(
    candidates.map(async (file) => {
      const content = await readFile(file);
      const [brotliCopy, gzipCopy] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: gzipLevel }),
      ]);
      if (brotliCopy.length < content.length) await writeFile(`${file}.br`, brotliCopy);
      if (gzipCopy.length < content.length) await writeFile(`${file}.gz`, gzipCopy);
      return {
        file: path.relative(dir, file).split(path.sep).join('/'),
        bytes: content.length,
        brotliBytes: brotliCopy.length,
        gzipBytes: gzipCopy.length,
      };
    }),
  );
}

/**
 * The Vite plugin: precompresses the output folder once the production build has written it (the public folder is
 * copied there before the bundle is written, so its files are included).
 */
export function precompress(effort: CompressionEffort = 'maximal'): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(output) {
      if (!output.dir) return;
      const files = await precompressDirectory(output.dir, effort);
      const total = (key: 'bytes' | 'brotliBytes') => files.reduce((sum, file) => sum + file[key], 0);
      this.info(`precompressed ${files.length} files: ${(total('bytes') / 1024).toFixed(0)} KB → ${(total('brotliBytes') / 1024).toFixed(0)} KB brotli`);
    },
  };
}
