// Starts the reference API server: `npm run server`. PORT (default 8080) on 127.0.0.1; the database file is
// $DATA_DIR/portal.sqlite (default ./.data/portal.sqlite), created, migrated and seeded on first start.
import path from 'node:path';
import { buildServer } from './app';
import { seedDatabase } from './seed';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}
const databaseFile = path.resolve(process.env.DATA_DIR ?? '.data', 'portal.sqlite');

const app = buildServer({ databaseFile, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const seeded = seedDatabase(app.db);
console.log(seeded > 0 ? `Seeded ${seeded} records into ${databaseFile}.` : `Using the database ${databaseFile}.`);

const shutdown = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`API server: http://127.0.0.1:${actualPort}/api/ (e.g. http://127.0.0.1:${actualPort}/api/detail/locus/name?name=AT1G01010)`);
} catch (error) {
  console.error(error);
  process.exit(1);
}
