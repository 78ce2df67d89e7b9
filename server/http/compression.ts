// Compression of the answers the server makes per request: JSON (a large locus is 2.6 MB of it), RSS feeds, text
// downloads. The built front end is compressed at build time instead (scripts/build/precompress.ts) and sent as it
// is (server/frontEnd.ts); an answer that already carries a Content-Encoding is never compressed twice.
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality 5 and gzip level 6, chosen by measuring the 2.6 MB generated locus on this 2-core machine
 * (median of 5): brotli 5 makes 116 KB in ~20–30 ms (quality 4: 156 KB in ~15–30 ms; 11: seconds), gzip 6 makes
 * 175 KB in ~20 ms. A typical 6 KB locus costs ~0.1 ms either way. Large answers are compressed on libuv's thread
 * pool, not on the event loop.
 */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

/** Text formats only; archives, images and unknown binaries (application/octet-stream) are sent as they are. */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|xml)(?:;|$)|^application\/javascript|^image\/svg\+xml/;

export const compressionOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: COMPRESSIBLE_TYPE,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  zlibOptions: { level: GZIP_LEVEL },
  // Request bodies stay plain JSON: accepting compressed uploads would let a small body expand past the body limit's
  // intent, for no benefit to the portal's small forms.
  globalDecompression: false,
};

/**
 * Registers compression on the root instance, before the routes (it attaches itself to each route as it is added).
 * A request for a byte range is answered uncompressed: a client resuming a download counts offsets in the file's own
 * bytes, and the precompressed copies of the front end would otherwise be cut at offsets of the compressed file.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.headers.range !== undefined) request.headers['accept-encoding'] = 'identity';
  });
  app.register(compress, compressionOptions);
}
