// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CpuShares } from './cpuShares';
import type { MeasuredRun } from './report';
import type { SearchRun } from './searchReport';
import { compareProcesses, limitSentence, meanRatio, postgresTargetsText } from './storesReport';

const run = (label: string, connections: number, requestsPerSecond: number, p95 = 5): MeasuredRun => ({
  label,
  connections,
  durationSeconds: 10,
  responses: requestsPerSecond * 10,
  requestsPerSecond,
  latency: { p50: p95 / 2, p95, p99: p95, max: p95 },
  non2xx: 0,
  errors: 0,
  meanResponseBytes: 1000,
  serverCpuMicrosPerRequest: 100,
  loadAverage: 1,
});
const search = (label: string, p95: number): SearchRun => ({ ...run(label, 10, 100, p95), target: { statistic: 'p95', ms: 50 } });
const shares = (busy: number): CpuShares => ({ cores: 2, busy, servers: 0.8, postgres: 0.5, loadGenerator: 0.4, other: busy - 1.7 });

describe('one server process against two over one PostgreSQL', () => {
  it('pairs the runs by call and connections, with the answers per second of each and their ratio', () => {
    const one = [run('locus', 10, 1000), run('locus', 100, 1200), run('gene search', 10, 40)];
    const two = [run('locus', 10, 1500), run('locus', 100, 1200)];
    expect(compareProcesses(one, two)).toEqual([
      { label: 'locus', connections: 10, one: 1000, two: 1500, ratio: 1.5 },
      { label: 'locus', connections: 100, one: 1200, two: 1200, ratio: 1 },
    ]);
  });

  it('sums up the ratios by their geometric mean, so that every run counts once', () => {
    const rows = compareProcesses([run('a', 10, 1000), run('b', 10, 10)], [run('a', 10, 4000), run('b', 10, 10)]);
    expect(meanRatio(rows)).toBeCloseTo(2);
  });

  it('names the shared cores as the limit when they were all busy, with what the bench had of them', () => {
    const sentence = limitSentence({ ...shares(2), servers: 1 }, shares(1.95));
    expect(sentence).toMatch(/busy 1\.95 of 2 .*share these cores/);
    expect(sentence).toContain("the bench's own processes had 1.90 cores over the one-process runs and 1.70 over the two-process runs");
  });

  it('names waiting as the limit when the cores were not all busy', () => {
    expect(limitSentence(shares(1.2), shares(1.2))).toMatch(/busy 1\.20 of 2 .*not the CPUs alone but waiting/);
  });
});

describe('the PostgreSQL targets', () => {
  it('count the detail runs at 10 connections only, and every search run', () => {
    const runs = {
      store: 'postgres' as const,
      processes: 1,
      detail: [run('locus', 10, 1000, 12), run('locus', 100, 1000, 80), run('publication', 10, 1000, 25)],
      search: [search('genes', 30), search('germplasm', 70)],
      cpu: shares(2),
    };
    expect(postgresTargetsText(runs)).toBe('detail p95 < 20 ms met in 1 of 2 runs, search p95 < 50 ms met in 1 of 2');
  });
});
