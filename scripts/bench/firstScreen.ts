// One cold opening of a page, as a reader's first visit meets it: time to the first byte, first and largest paint,
// the long tasks before the largest paint and the bytes that came over the wire; and the floor to compare it with:
// the same page's rendered text and styles as one static HTML file without a script, served from loopback.
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright';

export interface FirstScreen {
  ttfb: number;
  fcp: number;
  lcp: number;
  /** What the largest paint was: its tag and the start of its text. */
  lcpElement: string;
  /** Long tasks (over 50 ms) that started before the largest paint, and the longest of them. */
  longTasks: number;
  longestTask: number;
  /** Bytes transferred: the document and every resource, compressed as they came. */
  bytes: number;
}

/** Records paints and long tasks from the document's start; call before the navigation. */
async function observeFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { lcp: 0, lcpElement: '', longTasks: [] as { start: number; duration: number }[] };
    (window as unknown as { __firstScreen: typeof seen }).__firstScreen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        seen.lcp = entry.startTime;
        const element = entry.element;
        seen.lcpElement = element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"` : '(removed)';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Opens the page in a fresh context and waits until the network has been quiet and two frames have painted after
 * it: the largest paint is final by then (a reader's first screen has stopped changing).
 */
export async function openCold(browser: Browser, url: string, keep?: (page: Page) => Promise<void>): Promise<FirstScreen> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await observeFirstScreen(page);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    const figures = await page.evaluate(() => {
      const seen = (window as unknown as { __firstScreen: { lcp: number; lcpElement: string; longTasks: { start: number; duration: number }[] } }).__firstScreen;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const before = seen.longTasks.filter((task) => task.start < seen.lcp);
      return {
        ttfb: navigation.responseStart,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        // No entry at all (a paint Chromium did not report) is no figure, not a paint at 0 ms.
        lcp: seen.lcp > 0 ? seen.lcp : Number.NaN,
        lcpElement: seen.lcpElement,
        longTasks: before.length,
        longestTask: Math.max(0, ...before.map((task) => task.duration)),
        bytes: navigation.transferSize + resources.reduce((sum, entry) => sum + entry.transferSize, 0),
      };
    });
    if (keep) await keep(page);
    return figures;
  } finally {
    await context.close();
  }
}

/**
 * The page as it stands, made static: its HTML without scripts or preloads, every style rule the page holds (those
 * Emotion inserted into the style sheets too) in one style element, and a base address so that images still load
 * from the portal.
 */
export async function staticCopy(page: Page, origin: string): Promise<string> {
  return page.evaluate((base) => {
    const rules = Array.from(document.styleSheets).flatMap((sheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText);
      } catch {
        return [];
      }
    });
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"], style, link[rel="stylesheet"], meta[http-equiv]').forEach((node) => node.remove());
    const head = copy.querySelector('head')!;
    const style = document.createElement('style');
    style.textContent = rules.join('\n');
    head.prepend(style);
    const baseElement = document.createElement('base');
    baseElement.href = `${base}/`;
    head.prepend(baseElement);
    return `<!doctype html>\n${copy.outerHTML}`;
  }, origin);
}

/** Serves static copies by path, gzip-compressed as the portal serves its pages, on 127.0.0.1. */
export async function startFloorServer(port: number): Promise<{ origin: string; put: (path: string, html: string) => void; close: () => Promise<void> }> {
  const pages = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    put: (path, html) => pages.set(path, gzipSync(html)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
