// Test support: a GET whose answer is kept exactly as it came over the wire (fetch would decompress it), so a test
// can see the Content-Encoding and the compressed bytes a browser receives.
import http, { type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed when Content-Encoding says so. */
  bytes: Buffer;
}

export function rawGet(origin: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(pathAndQuery, origin), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The body as the browser sees it after undoing the Content-Encoding. */
export function decoded({ headers, bytes }: RawAnswer): Buffer {
  switch (headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(bytes);
    case 'gzip':
      return gunzipSync(bytes);
    case undefined:
      return bytes;
    default:
      throw new Error(`Unexpected Content-Encoding ${headers['content-encoding']}`);
  }
}

/** The Vary header's tokens, lower-cased. */
export const varyTokens = ({ headers }: RawAnswer) =>
  String(headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
