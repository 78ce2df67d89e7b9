// Starts the portal. `npm start` (with --front-end) runs this file compiled (scripts/build/serverBuild.ts): it builds
// the front end when it is missing or stale, then serves it at / and the API under /api on one port. `npm run server`: the API alone (the dev server proxies to it).
// PORT (default 8080) and HOST (default 127.0.0.1); the database is $DATA_DIR/portal.sqlite (default
// ./.data/portal.sqlite), created, migrated and seeded on first start and reused afterwards — or, with DATABASE_URL,
// a PostgreSQL database (migrated and seeded the same way; DATABASE_READ_URL for a replica: docs/deploy.md).
import path from 'node:path';
import { buildServer } from './app';
import type { PortalBackend } from './backend/backend';
import { readDatabaseSettings } from './backend/databaseSettings';
import { openPostgresBackend } from './backend/postgresBackend';
import { searchWorkerCount } from './search/pool/searchStores';
import { readServerConfig, type ServerConfig } from './config';
import { buildFrontEnd, frontEndStaleness } from './frontEnd';
import { checkDatabaseFile, checkDataDirectory, exitOnStartupError } from './db/startupChecks';
import { PROJECT_ROOT as root } from './projectRoot';
import { demoModeWarning, startupBanner } from './startupBanner';

const servesFrontEnd = process.argv.includes('--front-end');

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}
// The settings (HOST among them: it decides demo mode, config.ts); a bad value stops here with its message.
let config: ServerConfig;
try {
  config = readServerConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const host = config.host;
const warning = demoModeWarning(config.demo);
if (warning) console.error(warning);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const databaseFile = path.join(dataDir, 'portal.sqlite');
const database = exitOnStartupError(() => readDatabaseSettings(process.env, databaseFile));
// A broken data directory or database stops the start here, with one line saying what to change (db/startupChecks.ts).
exitOnStartupError(() => {
  checkDataDirectory(dataDir, databaseFile);
  if (database.kind === 'sqlite') checkDatabaseFile(databaseFile);
});
// FRONT_END_DIR: the build to serve, dist/ unless set (the end-to-end run serves its own, scripts/test/e2eServer.ts).
const frontEndDir = path.resolve(root, process.env.FRONT_END_DIR || 'dist');

if (servesFrontEnd) {
  const outDir = path.relative(root, frontEndDir);
  const staleness = frontEndStaleness(root, outDir);
  if (staleness) {
    console.log(`Building the front end (${staleness})…`);
    await buildFrontEnd(root, outDir);
  }
}

const searchWorkers = exitOnStartupError(() => searchWorkerCount(process.env.SEARCH_WORKERS));
// PostgreSQL is opened before the server is built: a database that cannot be reached stops the start here, with one
// line naming DATABASE_URL (db/postgres/connection.ts).
let postgres: PortalBackend | undefined;
if (database.kind === 'postgres') {
  try {
    postgres = await openPostgresBackend({ url: database.url, readUrl: database.readUrl, dataDir, searchWorkers, log: (message) => console.log(message) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const app = exitOnStartupError(() => buildServer({
  ...(postgres ? { backend: postgres } : { databaseFile }),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  config,
  searchWorkers,
  ...(servesFrontEnd ? { frontEndDir } : {}),
}));
const seeded = await app.backend.seed({ demoAccounts: config.demo.enabled });
console.log(seeded > 0 ? `Created the database ${app.backend.label} with ${seeded} demo records.` : `Using the database ${app.backend.label}.`);

const shutdown = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  console.log(startupBanner(origin, servesFrontEnd, config.demo, config.institutions));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
