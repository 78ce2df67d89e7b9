// A JSON answer made once and sent many times: its text, and its brotli and gzip forms, each made on first demand
// with the settings the server compresses every other answer with (compression.ts). An answer asked for again and
// again (the 4,906 gene symbols: 1.1 MB of JSON, 25-50 ms of brotli) then costs a copy to the socket.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BROTLI_QUALITY, GZIP_LEVEL } from './compression';

export type AnswerEncoding = 'br' | 'gzip';

export interface PreparedAnswer {
  /** The answer's JSON text, as UTF-8. */
  readonly json: Buffer;
  /** The JSON text compressed in that encoding; made once, later calls get the same bytes. */
  encoded(encoding: AnswerEncoding): Promise<Buffer>;
  /** The bytes held: the JSON text and the compressed forms made so far. */
  byteLength(): number;
}

const compressors: Record<AnswerEncoding, (input: Buffer) => Promise<Buffer>> = {
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
  gzip: (input) => promisify(gzip)(input, { level: GZIP_LEVEL }),
};

export function prepareJson(text: string): PreparedAnswer {
  const json = Buffer.from(text, 'utf8');
  const made = new Map<AnswerEncoding, Promise<Buffer>>();
  const sizes = new Map<AnswerEncoding, number>();
  return {
    json,
    encoded(encoding) {
      let bytes = made.get(encoding);
      if (!bytes) {
        bytes = compressors[encoding](json).then((compressed) => {
          sizes.set(encoding, compressed.length);
          return compressed;
        });
        // A failure is not kept: the next request tries again.
        bytes.catch(() => made.delete(encoding));
        made.set(encoding, bytes);
      }
      return bytes;
    },
    byteLength: () => json.length + [...sizes.values()].reduce((sum, size) => sum + size, 0),
  };
}
