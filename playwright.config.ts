import { defineConfig } from '@playwright/test';
import { e2eChromiumLaunchOptions } from './chromium.config.ts';
import { OFF_SITE_DATA_DIR, OFF_SITE_PORT } from './tests/e2e/offSite.ts';

// End-to-end tests drive Debian's Chromium against the portal as `npm start` runs it: the reference server serving
// the production build and the API on one port, over a fresh copy of a database seeded with the demo dataset for
// each run (scripts/test/e2eServer.ts: the build without source maps and the seeded database are made once, shared
// by both servers, and made again only when their sources change).
// A second server, started the same way, subscribes no institution: there this machine is an off-site visitor,
// for the account and access tests (tests/e2e/offSite.ts).
const port = Number(process.env.E2E_PORT ?? 4174);
// E2E_DATA_DIR and E2E_OFF_SITE_DATA_DIR (tests/e2e/offSite.ts) let two runs on one machine keep apart.
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';

// E2E_DATABASE=postgres runs the same tests with each server on a PostgreSQL database of its own, in a throwaway
// cluster (scripts/postgres-portal.ts; `npm run test:postgres`).
const onPostgres = process.env.E2E_DATABASE === 'postgres';
const freshStart = onPostgres ? 'npx tsx scripts/postgres-portal.ts --test-build' : 'npx tsx scripts/test/e2eServer.ts';
const database: Record<string, string> = onPostgres ? { PROCESSES: '1', DATABASE_URL: '' } : {};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // A page opened in a fresh context loads and compiles the whole front end again; on a two-core machine at load
  // 10–12 (the stories' and servers' work beside two browsers) one such load has taken over 10 s. An expectation
  // that holds passes as soon as it holds; only a broken one waits this long.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: e2eChromiumLaunchOptions,
    // A trace records the screen all through every test to keep only the failed tests' traces: on two cores it took a
    // quarter of the run's time (the browser's compositor and encoder beside the pages). E2E_TRACE=1 turns it on
    // for a run whose failure needs one; a CI run's traces would leave with its machine.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  // The servers start one after the other, so only the first builds the front end or seeds the template when stale.
  webServer: [
    {
      command: freshStart,
      // Several tests register members and run gene actions from this one address; those limits are tested on their
      // own (server tests).
      env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', REGISTRATION_RATE_LIMIT: '1000', GENE_ACTION_RATE_LIMIT: '1000', ...database },
      url: `http://127.0.0.1:${port}/`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      // The PostgreSQL script stops its server and removes its cluster on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    {
      command: freshStart,
      // The tests log in, register and run gene actions many times from one address; those rate limits are tested on
      // their own (server tests).
      env: {
        PORT: String(OFF_SITE_PORT),
        DATA_DIR: OFF_SITE_DATA_DIR,
        LOG_LEVEL: 'warn',
        INSTITUTION_RANGES: '',
        LOGIN_RATE_LIMIT: '1000',
        REGISTRATION_RATE_LIMIT: '1000',
        GENE_ACTION_RATE_LIMIT: '1000',
        ...database,
      },
      url: `http://127.0.0.1:${OFF_SITE_PORT}/`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      // The PostgreSQL script stops its server and removes its cluster on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
