// The locus page through the real server, twice per run: as browsers fetch it (compressed: Accept-Encoding br,
// gzip) and with compression refused (Accept-Encoding: identity), which is what it cost before the server
// compressed anything. Same server, same build, same run.
import type { Browser } from 'playwright';
import { longTasksWhileScrolling, median, observePaint, openLocusPage } from './locusPage.ts';
import { recordWireBytes, type WireBytes } from './wireBytes.ts';

export type DeliveryMode = 'uncompressed' | 'compressed';

export interface DeliveryFigures {
  lcp: number;
  rendered: number;
  longTasks: number;
  /** Bytes of the last run (they do not change between runs). */
  bytes: WireBytes;
}

async function loadOnce(browser: Browser, url: string, mode: DeliveryMode) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const wire = await recordWireBytes(page, { identity: mode === 'uncompressed' });
    await observePaint(page);
    const load = await openLocusPage(page, url);
    const tasks = await longTasksWhileScrolling(page);
    // Everything the page asked for, lazy chunks and pictures included, has arrived.
    await page.waitForLoadState('networkidle');
    return { ...load, longTasks: tasks.length, bytes: wire.bytes() };
  } finally {
    await context.close();
  }
}

/** Checks that each mode got what it asked for, so the comparison is not silently of equal things. */
function checkEncodings(mode: DeliveryMode, bytes: WireBytes): void {
  if (mode === 'uncompressed' && bytes.encodings.size > 0) {
    throw new Error(`Compression was refused, yet these came compressed: ${[...bytes.encodings.keys()].join(', ')}`);
  }
  if (mode === 'compressed' && bytes.encodings.get('/api/detail/locus') !== 'br') {
    throw new Error('The locus JSON did not come brotli-compressed from the server.');
  }
}

export async function measureDelivery(browser: Browser, url: string, runs: number): Promise<Record<DeliveryMode, DeliveryFigures>> {
  const loads: Record<DeliveryMode, Awaited<ReturnType<typeof loadOnce>>[]> = { uncompressed: [], compressed: [] };
  for (let run = 0; run < runs; run += 1) {
    // Alternating, so that whatever else the machine does falls on both alike.
    for (const mode of ['uncompressed', 'compressed'] as const) {
      const load = await loadOnce(browser, url, mode);
      checkEncodings(mode, load.bytes);
      loads[mode].push(load);
    }
  }
  const figures = (mode: DeliveryMode): DeliveryFigures => ({
    lcp: median(loads[mode].map((load) => load.lcp)),
    rendered: median(loads[mode].map((load) => load.rendered)),
    longTasks: Math.max(...loads[mode].map((load) => load.longTasks)),
    bytes: loads[mode].at(-1)!.bytes,
  });
  return { uncompressed: figures('uncompressed'), compressed: figures('compressed') };
}
