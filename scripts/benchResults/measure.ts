// Timing one results table in Chromium: a click that changes the first row (a sort, a page change) is timed from
// the click to the first painted frame showing the new row; long tasks are counted while a page of 250 scrolls.
import type { CDPSession, Page } from 'playwright';

export type TableKind = 'ours' | 'datagrid';

/** CSS selectors of the first data row, a sortable header by its label, and the next-page button. */
const firstRow: Record<TableKind, string> = {
  ours: 'tbody tr',
  datagrid: '.MuiDataGrid-virtualScrollerRenderZone .MuiDataGrid-row',
};

export async function installObservers(page: Page): Promise<void> {
  // tsx names the functions it compiles through a __name helper that the page does not have.
  await page.addInitScript({ content: 'window.__name = (target) => target;' });
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

export interface ClickTiming {
  /** Main-thread time from the click until the new first row is in the document (React handles a click synchronously). */
  work: number;
  /** Until the next painted frame after that: frame-aligned, so at least one frame (~16.7 ms at 60 Hz) above `work`. */
  paint: number;
  /**
   * CPU time of the page's main thread from the click to that painted frame (script, style, layout, paint), as
   * Chromium counts it (CDP Performance.getMetrics ThreadTime). Unlike the two times above, it does not count the
   * time other processes hold the CPUs (it still grows somewhat on a loaded machine), so it is the figure to compare
   * there.
   */
  cpu: number;
}

/** Reads the CPU time (ms) the page's main thread has used so far. */
export async function mainThreadCpu(page: Page): Promise<() => Promise<number>> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
  };
}

/** Times a click on `target` until the document, and then a painted frame, shows a different first row. */
async function timeClick(page: Page, kind: TableKind, target: string): Promise<ClickTiming> {
  const cpuNow = await cpuClock(page);
  const cpuBefore = await cpuNow();
  const times = await page.evaluate(
    async ({ rowSelector, targetSelector }) => {
      const read = () => document.querySelector(rowSelector)?.textContent ?? '';
      const element = document.querySelector<HTMLElement>(targetSelector);
      if (!element) throw new Error(`Nothing matches ${targetSelector}`);
      const before = read();
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const started = performance.now();
      element.click();
      let frames = 0;
      while (read() === before) {
        if (frames > 600) throw new Error('The first row never changed');
        // A table that renders later than the click (scheduled work) is waited for frame by frame.
        await frame();
        frames += 1;
      }
      const work = performance.now() - started;
      await frame();
      return { work, paint: performance.now() - started };
    },
    { rowSelector: firstRow[kind], targetSelector: target },
  );
  return { ...times, cpu: (await cpuNow()) - cpuBefore };
}

const clocks = new WeakMap<Page, Promise<() => Promise<number>>>();
/** One CPU clock per page (one CDP session). */
function cpuClock(page: Page): Promise<() => Promise<number>> {
  let clock = clocks.get(page);
  if (!clock) {
    clock = mainThreadCpu(page);
    clocks.set(page, clock);
  }
  return clock;
}

/** Marks the sort control of the column headed `header` so a selector can find it (our headers carry no field name). */
async function sortTarget(page: Page, kind: TableKind, field: string, header: string): Promise<string> {
  if (kind === 'datagrid') return `.MuiDataGrid-columnHeader[data-field="${field}"] .MuiDataGrid-columnHeaderTitleContainer`;
  await page.evaluate(
    ({ label, mark }) => {
      const control = Array.from(document.querySelectorAll('th button.table-sort')).find((element) => element.textContent?.trim() === label);
      if (!control) throw new Error(`No sortable column headed ${label}`);
      control.setAttribute('data-bench-sort', mark);
    },
    { label: header, mark: field },
  );
  return `[data-bench-sort="${field}"]`;
}

/** `runs` header clicks on one column (alternating ascending and descending), each timed. */
export async function timeSorts(page: Page, kind: TableKind, field: string, header: string, runs: number): Promise<ClickTiming[]> {
  const target = await sortTarget(page, kind, field, header);
  const times: ClickTiming[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await timeClick(page, kind, target));
  return times;
}

/** `runs` clicks on the next-page button, each timed. */
export async function timePageChanges(page: Page, kind: TableKind, runs: number): Promise<ClickTiming[]> {
  const times: ClickTiming[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await timeClick(page, kind, 'button[aria-label="Go to next page"]'));
  return times;
}

/** Long tasks (over 50 ms) while a page of 250 rows scrolls from top to bottom, 300 px a frame. */
export async function longTasksWhileScrolling(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const w = window as unknown as { __longTasks: number[] };
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    const before = w.__longTasks.length;
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await frame();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    return w.__longTasks.length - before;
  });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
