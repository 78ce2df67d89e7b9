// Bytes on the wire of one page load, as Chromium counts them (CDP Network.loadingFinished encodedDataLength: the
// response as received, headers included, before decompression), grouped the way a reader's download splits.
import type { CDPSession, Page } from 'playwright';

export interface WireBytes {
  scripts: number;
  /** The detail call of the locus itself. */
  locusJson: number;
  /** Every call under /api, the locus included. */
  api: number;
  total: number;
  requests: number;
  /** Content-Encoding of the responses that had one, by path: shows what the server actually sent. */
  encodings: Map<string, string>;
}

interface Seen {
  url: string;
  type: string;
  encoding: string | undefined;
}

export interface WireRecorder {
  /** The figures of everything that finished loading so far. */
  bytes(): WireBytes;
}

/**
 * Starts counting the bytes `page` receives. With `identity`, every request asks for no compression
 * (Accept-Encoding: identity), which is what the page costs from a server that does not compress.
 */
export async function recordWireBytes(page: Page, { identity }: { identity: boolean }): Promise<WireRecorder> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  const seen = new Map<string, Seen>();
  const finished = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    seen.set(requestId, { url: response.url, type, encoding: header?.[1] });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finished.set(requestId, encodedDataLength));

  return {
    bytes() {
      const figures: WireBytes = { scripts: 0, locusJson: 0, api: 0, total: 0, requests: 0, encodings: new Map() };
      for (const [requestId, length] of finished) {
        const response = seen.get(requestId);
        if (!response || !response.url.startsWith('http')) continue;
        const { pathname, search } = new URL(response.url);
        figures.total += length;
        figures.requests += 1;
        if (response.type === 'Script') figures.scripts += length;
        if (pathname.startsWith('/api/')) figures.api += length;
        if (pathname === '/api/detail/locus' && search.startsWith('?key=')) figures.locusJson += length;
        if (response.encoding) figures.encodings.set(pathname, response.encoding);
      }
      return figures;
    },
  };
}
