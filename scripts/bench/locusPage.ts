// Opening the locus page and timing it, the same way for every server the benchmark measures: largest contentful
// paint, the moment all 12 sections are in the page, and the long tasks of a scripted scroll to the bottom.
import type { Page } from 'playwright';

export interface LocusPageLoad {
  /** Milliseconds from navigation start until all 12 sections are in the page. */
  rendered: number;
  lcp: number;
}

export const SECTION_COUNT = 12;

/** Chromium flags that keep every request on this machine: any host but 127.0.0.1 fails to resolve. */
export const LOOPBACK_ONLY_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** Installs the paint and long-task observers; call before the first navigation of the page. */
export async function observePaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __longTasks: number[] };
    w.__lcp = 0;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Opens `url` and waits until every section of the locus page is in it, then until that render has painted: the
 * paint's LCP entry arrives after the frame, and reading sooner gave the entry of an earlier, smaller paint (the
 * footer of the still empty page) in some runs and the title's in others.
 */
export async function openLocusPage(page: Page, url: string): Promise<LocusPageLoad> {
  await page.goto(url);
  await page.waitForFunction((count) => document.querySelectorAll('section[data-section-id]').length >= count, SECTION_COUNT, { timeout: 30_000 });
  const rendered = await page.evaluate(() => performance.now());
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  return { rendered, lcp };
}

/**
 * Answers the locus page's API calls from memory (the large locus, its paralogs), as an anonymous visitor on a
 * subscribed network, so that the figures are the page's own and not a server's.
 */
export async function answerLocusApi(page: Page, locusJson: string, paralogsJson: string): Promise<void> {
  const json = (body: string) => ({ contentType: 'application/json', body });
  await page.route('**/api/auth/profile', (route) => route.fulfill(json('{"loggedIn":false}')));
  await page.route('**/api/subscription/status**', (route) => route.fulfill(json('{"subscribed":true,"expDate":null,"free_expiry_date":null}')));
  await page.route('**/api/subscription/institution', (route) => route.fulfill(json('{"name":"Local Demo Institution","status":"subscribed"}')));
  await page.route('**/api/detail/locus?**', (route) => route.fulfill(json(locusJson)));
  await page.route('**/api/panther/paralogs/**', (route) => route.fulfill(json(paralogsJson)));
  await page.route('**/api/panther/orthologs/**', (route) => route.fulfill(json('[]')));
  await page.route('**/api/efp_image/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>' }),
  );
}

/** Scrolls to the bottom as a reader would, a screen at a time; returns the long tasks (ms) seen meanwhile. */
export async function longTasksWhileScrolling(page: Page): Promise<number[]> {
  await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
  await page.evaluate(async () => {
    const step = Math.round(window.innerHeight * 0.8);
    // Bounded, and a frame that never comes (a page the browser stopped painting) ends the wait after a second, so
    // a run cannot hang.
    for (let steps = 0; steps < 1000 && window.innerHeight + window.scrollY < document.documentElement.scrollHeight - 2; steps += 1) {
      window.scrollBy(0, step);
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
