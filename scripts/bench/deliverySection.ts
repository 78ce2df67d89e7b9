// The "Delivery" section of docs/perf.md, between its own markers: the locus page through the real server, bytes
// on the wire uncompressed and compressed, written by npm run bench with the rest of the page figures.
import type { CompressionCost } from './compressionCost.ts';
import type { DeliveryFigures, DeliveryMode } from './delivery.ts';

export const DELIVERY_SECTION_START = '<!-- delivery-bench:start -->';
export const DELIVERY_SECTION_END = '<!-- delivery-bench:end -->';

export interface DeliveryReportInput {
  figures: Record<DeliveryMode, DeliveryFigures>;
  costs: CompressionCost[];
  runs: number;
  port: number;
  dataDir: string;
  locusBytes: number;
  /** The machine's one-minute load average at the end of the runs, and its number of cores. */
  load: { average: number; cores: number };
}

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} KB`;
const ratio = (before: number, after: number) => (after > 0 ? `${(before / after).toFixed(1)}×` : '—');

export function deliverySection({ figures, costs, runs, port, dataDir, locusBytes, load }: DeliveryReportInput): string {
  const { uncompressed: plain, compressed } = figures;
  const row = (label: string, pick: (bytes: DeliveryFigures['bytes']) => number) =>
    `| ${label} | ${kb(pick(plain.bytes))} | ${kb(pick(compressed.bytes))} | ${ratio(pick(plain.bytes), pick(compressed.bytes))} |`;
  const encodings = [...compressed.bytes.encodings.values()];
  const count = (encoding: string) => encodings.filter((value) => value === encoding).length;
  return `${DELIVERY_SECTION_START}
## Delivery: the locus page through the real server

The same locus page opened through the portal as \`npm start\` runs it (\`server/main.ts --front-end\` on port ${port},
its own database in \`${dataDir}\`): the production build with its brotli and gzip copies, and the API answering from
the database, into which the benchmark inserts the generated ${(locusBytes / 1024 / 1024).toFixed(1)} MB locus (and its 300 paralogs as
PANTHER side data) after the server has seeded the demo dataset. ${runs} runs of each, alternating, medians.
**Uncompressed** is the page with compression refused (Chromium sends \`Accept-Encoding: identity\` through CDP
\`Network.setExtraHTTPHeaders\`; no response came encoded) — what every load cost before the server compressed;
**compressed** is the page as Chromium asks for it (\`gzip, deflate, br, zstd\`). Bytes on the wire are Chromium's
own count (CDP \`Network.loadingFinished\` \`encodedDataLength\`: each response as received, headers included) while
opening the page, scrolling to the bottom and waiting for the network to fall idle.

| bytes on the wire | uncompressed | compressed | ratio |
|---|---|---|---|
${row('JavaScript', (bytes) => bytes.scripts)}
${row('the locus JSON (`GET /api/detail/locus`)', (bytes) => bytes.locusJson)}
${row('all API calls', (bytes) => bytes.api)}
${row(`everything the page loaded (${compressed.bytes.requests} requests)`, (bytes) => bytes.total)}

Compressed, ${count('br')} responses came as brotli and ${count('gzip')} as gzip; the rest were images or under 1 KB.

| page | uncompressed | compressed |
|---|---|---|
| largest contentful paint | ${plain.lcp.toFixed(0)} ms | ${compressed.lcp.toFixed(0)} ms |
| all 12 sections rendered (from navigation start) | ${plain.rendered.toFixed(0)} ms | ${compressed.rendered.toFixed(0)} ms |
| long tasks (> 50 ms) during the scroll, worst run | ${plain.longTasks} | ${compressed.longTasks} |

Load average at the end of the runs: ${load.average.toFixed(1)} on ${load.cores} cores${load.average > load.cores ? ' — other processes were competing for the CPUs, so the times are slower than the page alone would be' : ''}.
Over loopback the transfer itself costs next to nothing, so the times show what compression costs the browser
(decompressing) and the server (compressing), not what it saves on a real network: at 10 Mbit/s, ${kb(plain.bytes.total)} take
${((plain.bytes.total * 8) / 10_000_000).toFixed(1)} s and ${kb(compressed.bytes.total)} take ${((compressed.bytes.total * 8) / 10_000_000).toFixed(2)} s.

What compressing the ${(locusBytes / 1024 / 1024).toFixed(1)} MB locus costs the server per answer (\`server/http/compression.ts\`; built files
are compressed once, at build time, at the maximal settings):

| setting | compressed size | time (one core) |
|---|---|---|
${costs.map((cost) => `| ${cost.label} | ${kb(cost.bytes)} | ${cost.ms.toFixed(1)} ms |`).join('\n')}
${DELIVERY_SECTION_END}`;
}
