// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { percentile, summariseLatencies } from './measure';

describe('latency percentiles of a load run', () => {
  it('are nearest-rank: p95 of 1 … 100 ms is 95 ms', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summariseLatencies(latencies)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('sort numerically, not as text', () => {
    expect(summariseLatencies([9, 10, 100, 2]).max).toBe(100);
    expect(percentile(Float64Array.from([2, 9, 10, 100]), 0.5)).toBe(9);
  });

  it('are not a number when there were no responses', () => {
    expect(summariseLatencies([]).p95).toBeNaN();
  });
});
