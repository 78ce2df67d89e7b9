// One bounded load run with autocannon against a loopback URL: every request asks for a different key (autocannon's
// setupRequest), and every response time is kept so that p50, p95 and p99 are exact (autocannon's own summary has
// no p95).
import autocannon from 'autocannon';

export interface LoadRun {
  /** e.g. 'GET /api/detail/locus?key=…'. */
  label: string;
  /** Several bases (server processes over one database): autocannon spreads the connections evenly across them. */
  base: string | string[];
  connections: number;
  durationSeconds: number;
  /** The path of the next request. */
  nextPath: () => string;
  /** For POST runs: the JSON body of the next request (asked for after nextPath). */
  nextBody?: () => unknown;
  /** Headers sent with every request (e.g. the Accept-Encoding a browser sends). */
  headers?: Record<string, string>;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  label: string;
  connections: number;
  durationSeconds: number;
  responses: number;
  requestsPerSecond: number;
  latency: LatencySummary;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  meanResponseBytes: number;
}

/** The nearest-rank percentile of ascending values. */
export function percentile(sorted: Float64Array | number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summariseLatencies(latencies: number[]): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** The base URL of a load run, refused unless it is a loopback address. */
export function loopbackUrl(base: string): URL {
  const url = new URL(base);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost' && url.hostname !== '[::1]') {
    throw new Error(`Load runs target loopback addresses only, not ${url.hostname}.`);
  }
  return url;
}

export function runLoad({ label, base, connections, durationSeconds, nextPath, nextBody, headers }: LoadRun): Promise<LoadResult> {
  const bases = Array.isArray(base) ? base : [base];
  for (const each of bases) loopbackUrl(each);
  const latencies: number[] = [];
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        // autocannon takes a list of URLs too (its README), though its types name one.
        url: (bases.length === 1 ? bases[0] : bases) as string,
        connections,
        duration: durationSeconds,
        ...(headers ? { headers } : {}),
        requests: [
          {
            method: nextBody ? 'POST' : 'GET',
            setupRequest: (request) => {
              request.path = nextPath();
              if (nextBody) {
                request.body = JSON.stringify(nextBody());
                request.headers = { ...request.headers, 'content-type': 'application/json' };
              }
              return request;
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          label,
          connections,
          durationSeconds: result.duration,
          responses: latencies.length,
          requestsPerSecond: latencies.length / result.duration,
          latency: summariseLatencies(latencies),
          non2xx: result.non2xx,
          errors: result.errors,
          meanResponseBytes: latencies.length > 0 ? bytes / latencies.length : 0,
        });
      },
    );
    instance.on('response', (_client, _status, responseBytes, milliseconds) => {
      latencies.push(milliseconds);
      bytes += responseBytes;
    });
  });
}
