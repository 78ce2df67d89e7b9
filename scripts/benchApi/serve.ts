// The server under load, in its own process so that it has a core to itself and the load generator's work is not
// counted in its latency: the real buildServer over BENCH_DATABASE (a SQLite file) or BENCH_DATABASE_URL (PostgreSQL,
// opened as server/main.ts opens it, its BLAST folder under BENCH_DATA_DIR) on 127.0.0.1 and BENCH_PORT (a free port
// when unset), logging as `npm run server` does (LOG_LEVEL, warn by default). It tells its parent the port, answers
// 'usage' with its memory and CPU use and how late its event loop ran since the last 'usage', and closes on SIGTERM or
// when the parent goes away.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildServer } from '../../server/app';
import { openPostgresBackend } from '../../server/backend/postgresBackend';
import { searchWorkerCount } from '../../server/search/pool/searchStores';

const databaseFile = process.env.BENCH_DATABASE;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if ((!databaseFile && !databaseUrl) || !process.send) {
  console.error('Started by scripts/bench-api.ts only: BENCH_DATABASE or BENCH_DATABASE_URL, and an IPC channel, are required.');
  process.exit(1);
}

const logger = { level: process.env.LOG_LEVEL ?? 'warn' };
const backend = databaseUrl
  ? await openPostgresBackend({ url: databaseUrl, dataDir: process.env.BENCH_DATA_DIR ?? '.data/bench-api', searchWorkers: searchWorkerCount(process.env.SEARCH_WORKERS) })
  : undefined;
const app = buildServer(backend ? { backend, logger } : { databaseFile: databaseFile!, logger });
const close = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('disconnect', close);
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
process.on('message', (message) => {
  if (message !== 'usage') return;
  const { rss, heapUsed } = process.memoryUsage();
  // The histogram is in nanoseconds, and counts the sampling interval itself (resolution) in every delay.
  const eventLoopDelay = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
  loopDelay.reset();
  process.send?.({ usage: { rss, heapUsed, cpu: process.cpuUsage(), eventLoopDelay } });
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });
