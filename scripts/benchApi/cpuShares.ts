// Where the machine's CPU time went during a run of `npm run bench:api -- --stores`: the server processes, the
// PostgreSQL processes, the load generator (this process) and everything else on the machine (other people's work
// included). Read from Linux's /proc; elsewhere the machine's and PostgreSQL's shares are unknown.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts /proc CPU times in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

export interface CpuSample {
  wallMs: number;
  /** CPU seconds of the whole machine: busy, and busy plus idle. */
  machine: { busy: number; all: number } | null;
  /** CPU seconds of the postmaster and its children (the backends serving the connections). */
  postgres: number | null;
  loadGenerator: number;
}

function machineSeconds(): CpuSample['machine'] {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal (guest times are inside user already)
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const all = ticks.reduce((sum, value) => sum + value, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (all - idle) / TICKS_PER_SECOND, all: all / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function postgresSeconds(postmasterPid: number | null): number | null {
  if (postmasterPid === null) return null;
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      // After the command name in parentheses: state, ppid, … utime and stime are the 12th and 13th fields.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) !== postmasterPid && Number(fields[1]) !== postmasterPid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export function sampleCpu(postmasterPid: number | null): CpuSample {
  const own = process.cpuUsage();
  return { wallMs: performance.now(), machine: machineSeconds(), postgres: postgresSeconds(postmasterPid), loadGenerator: (own.user + own.system) / 1e6 };
}

/** The CPUs each part kept busy on average over a run (1.0 = one core all the time). */
export interface CpuShares {
  cores: number;
  /** The whole machine; null where /proc/stat could not be read. */
  busy: number | null;
  servers: number;
  postgres: number | null;
  loadGenerator: number;
  /** What the machine spent besides the bench's parts: other processes, the kernel's own work. */
  other: number | null;
}

/** `serverSeconds`: the server processes' own CPU seconds over the run (their usage reports). */
export function cpuShares(before: CpuSample, after: CpuSample, serverSeconds: number, cores: number): CpuShares {
  const wall = Math.max(1e-9, (after.wallMs - before.wallMs) / 1000);
  const coresOf = (seconds: number) => seconds / wall;
  // /proc/stat counts every CPU: its busy seconds over the wall time are already in cores.
  const busy = after.machine && before.machine ? coresOf(after.machine.busy - before.machine.busy) : null;
  const postgres = after.postgres !== null && before.postgres !== null ? coresOf(after.postgres - before.postgres) : null;
  const servers = coresOf(serverSeconds);
  const loadGenerator = coresOf(after.loadGenerator - before.loadGenerator);
  const other = busy === null ? null : Math.max(0, busy - servers - (postgres ?? 0) - loadGenerator);
  return { cores, busy, servers, postgres, loadGenerator, other };
}

export function cpuSharesText(shares: CpuShares): string {
  const cores = (value: number | null) => (value === null ? 'unknown' : value.toFixed(2));
  return (
    `of ${shares.cores} cores, ${cores(shares.busy)} busy: server processes ${cores(shares.servers)}, PostgreSQL ${cores(shares.postgres)}, ` +
    `load generator ${cores(shares.loadGenerator)}, everything else ${cores(shares.other)}`
  );
}
