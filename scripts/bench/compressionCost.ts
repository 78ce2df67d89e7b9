// What compressing one answer costs the server: the per-answer settings of server/http/compression.ts against the
// maximal ones used at build time, on the same payload (median of several rounds, in this process).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, GZIP_LEVEL } from '../../server/http/compression.ts';
import { median } from './locusPage.ts';

export interface CompressionCost {
  label: string;
  bytes: number;
  ms: number;
}

function timed(label: string, compress: () => Buffer, rounds: number): CompressionCost {
  if (rounds > 1) compress(); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    bytes = compress().length;
    times.push(performance.now() - start);
  }
  return { label, bytes, ms: median(times) };
}

const brotli = (quality: number) => (payload: Buffer) =>
  brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });

export function measureCompressionCost(text: string, rounds = 7): CompressionCost[] {
  const payload = Buffer.from(text);
  return [
    timed(`brotli quality ${BROTLI_QUALITY} (per answer)`, () => brotli(BROTLI_QUALITY)(payload), rounds),
    timed(`gzip level ${GZIP_LEVEL} (per answer)`, () => gzipSync(payload, { level: GZIP_LEVEL }), rounds),
    timed('brotli quality 4', () => brotli(4)(payload), rounds),
    timed('brotli quality 11 (build time only)', () => brotli(11)(payload), 1),
  ];
}
