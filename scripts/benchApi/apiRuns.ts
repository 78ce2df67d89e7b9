// The detail and search runs of `npm run bench:api`, against one server process or several over one database (the
// load then spread evenly across them): each run bounded, after a warm-up that is not counted.
import os from 'node:os';
import { runLoad } from './measure';
import type { MeasuredRun } from './report';
import type { SearchWorkload } from './searchLoad';
import type { SearchRun } from './searchReport';
import type { BenchServer } from './serverProcess';

const DETAIL_CONNECTIONS = [10, 100];
export const WARM_UP_SECONDS = 3;

export type DetailType = 'locus' | 'publication';

export interface ApiRunsOptions {
  servers: BenchServer[];
  /** The path of the next detail request of a type (a key drawn at random). */
  detailPath: (type: DetailType) => () => string;
  detailSeconds: number;
  /** None: no detail runs. */
  detailTypes: readonly DetailType[];
  searchWorkloads: SearchWorkload[];
  searchSeconds: number;
  onDetail?: (run: MeasuredRun) => void;
  onSearch?: (run: SearchRun) => void;
}

export interface ApiRuns {
  detail: MeasuredRun[];
  search: SearchRun[];
  /** The server processes' CPU seconds over all the runs, warm-ups included. */
  serverCpuSeconds: number;
}

/** CPU microseconds of every server process, added up. */
async function serversCpuMicros(servers: BenchServer[]): Promise<number> {
  const usages = await Promise.all(servers.map((server) => server.usage()));
  return usages.reduce((sum, usage) => sum + usage.cpu.user + usage.cpu.system, 0);
}

export async function runApiWorkloads({ servers, detailPath, detailSeconds, detailTypes, searchWorkloads, searchSeconds, onDetail, onSearch }: ApiRunsOptions): Promise<ApiRuns> {
  const base = servers.length === 1 ? servers[0]!.base : servers.map((server) => server.base);
  const measured = async <T>(run: () => Promise<T>) => {
    const before = await serversCpuMicros(servers);
    const load = await run();
    const cpuMicros = (await serversCpuMicros(servers)) - before;
    return { load, cpuMicros };
  };
  const started = await serversCpuMicros(servers);
  const detail: MeasuredRun[] = [];
  if (detailTypes.length > 0) {
    await runLoad({ label: 'warm-up', base, connections: 10, durationSeconds: WARM_UP_SECONDS, nextPath: detailPath('locus') });
  }
  for (const type of detailTypes) {
    for (const connections of DETAIL_CONNECTIONS) {
      const label = `GET /api/detail/${type}?key=…`;
      const { load, cpuMicros } = await measured(() => runLoad({ label, base, connections, durationSeconds: detailSeconds, nextPath: detailPath(type) }));
      const run = { ...load, serverCpuMicrosPerRequest: cpuMicros / Math.max(1, load.responses), loadAverage: os.loadavg()[0] ?? 0 };
      onDetail?.(run);
      detail.push(run);
    }
  }
  // The search workers start with the first searches (a second or so of CPU each to load their modules): that
  // belongs to no run.
  const first = searchWorkloads[0];
  if (first) await runLoad({ label: 'search warm-up', base, connections: 10, durationSeconds: WARM_UP_SECONDS, nextPath: () => first.path, nextBody: first.body });
  const search: SearchRun[] = [];
  for (const workload of searchWorkloads) {
    const { load, cpuMicros } = await measured(() =>
      runLoad({ label: workload.label, base, connections: 10, durationSeconds: searchSeconds, nextPath: () => workload.path, nextBody: workload.body }),
    );
    const run = { ...load, serverCpuMicrosPerRequest: cpuMicros / Math.max(1, load.responses), loadAverage: os.loadavg()[0] ?? 0, target: workload.target };
    onSearch?.(run);
    search.push(run);
  }
  return { detail, search, serverCpuSeconds: ((await serversCpuMicros(servers)) - started) / 1e6 };
}
