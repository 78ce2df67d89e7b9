// Timing of form posts to the tools service: the wall time of each POST until the whole answer has arrived.

export interface Timing {
  runs: number[];
  median: number;
  p95: number;
  /**
   * CPU time of this process (the server, its worker threads and the posting client) per post: what a loaded
   * machine does not inflate the way it inflates wall time.
   */
  cpuPerRun: number;
}

/** The nearest-rank percentile of `values` (0 < p ≤ 100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * Posts the form and, when the service answers with the search's address (303), asks that address until it no
 * longer answers the progress page (202), every 10 ms: the time is the post's until the answer has arrived whole.
 */
export async function postForm(url: string, fields: Record<string, string>): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  let response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const job = response.status === 303 ? new URL(response.headers.get('location') ?? '', url).href : null;
  if (job) {
    await response.text();
    for (response = await fetch(job); response.status === 202; response = await fetch(job)) {
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

/** `runs` posts one after another; each must answer 200 and pass `check`. */
export async function timePosts(url: string, fields: Record<string, string>, runs: number, check: (body: string) => boolean): Promise<Timing> {
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let run = 0; run < runs; run += 1) {
    const answer = await postForm(url, fields);
    if (answer.status !== 200 || !check(answer.body)) throw new Error(`${url} answered ${answer.status}: ${answer.body.slice(0, 400)}`);
    times.push(answer.ms);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { runs: times, median: percentile(times, 50), p95: percentile(times, 95), cpuPerRun: (cpu.user + cpu.system) / 1000 / runs };
}
