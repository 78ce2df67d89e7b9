// Starts scripts/benchApi/serve.ts as a child process and waits for the port it listens on.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerUsage {
  /** Resident memory, the pages of the memory-mapped database file included. */
  rss: number;
  heapUsed: number;
  cpu: NodeJS.CpuUsage;
  /** How late the request thread's event loop ran since the previous usage report (monitorEventLoopDelay). */
  eventLoopDelay: { p99Ms: number; maxMs: number };
}

export interface BenchServer {
  base: string;
  pid: number;
  usage(): Promise<ServerUsage>;
  stop(): Promise<void>;
}

const SERVE_SCRIPT = fileURLToPath(new URL('./serve.ts', import.meta.url));

function nextMessage<T>(child: ChildProcess, pick: (message: unknown) => T | undefined, what: string, timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`The bench server sent no ${what} within ${timeoutMs / 1000} s.`)), timeoutMs);
    const onMessage = (message: unknown) => {
      const value = pick(message);
      if (value !== undefined) finish(null, value);
    };
    const onExit = (code: number | null) => finish(new Error(`The bench server exited (code ${code}) before sending its ${what}.`));
    function finish(error: Error | null, value?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value as T);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * A server over a SQLite file, or over a PostgreSQL database (`{ url }`). `env` is added to this process's environment
 * (e.g. SEARCH_WORKERS for one run, BENCH_PORT).
 */
export async function startBenchServer(database: string | { url: string }, env: Record<string, string> = {}): Promise<BenchServer> {
  const child = fork(SERVE_SCRIPT, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, ...(typeof database === 'string' ? { BENCH_DATABASE: database } : { BENCH_DATABASE_URL: database.url }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await nextMessage(child, (message) => (message as { port?: number } | null)?.port, 'port');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    usage: () => {
      const answer = nextMessage(child, (message) => (message as { usage?: ServerUsage } | null)?.usage, 'usage');
      child.send('usage');
      return answer;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
