import { defineConfig } from '@playwright/test';
import { e2eChromiumLaunchOptions } from './chromium.config.ts';

// The smoke run on PostgreSQL: two server processes, as `npm start` runs them, over one throwaway PostgreSQL
// database (scripts/postgres-portal.ts), and a member's round trips spread over both (tests/e2e-postgres).
const port = Number(process.env.E2E_POSTGRES_PORT ?? 4178);

export default defineConfig({
  testDir: 'tests/e2e-postgres',
  // Generous: in \`npm test\` this run shares the cores with the Node tests, which can make one round trip take
  // several times as long as alone (38 s beside them here, 18 s alone). Only a hung test waits this long.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: e2eChromiumLaunchOptions,
    // As in playwright.config.ts: E2E_TRACE=1 records a trace of each failed test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  webServer: {
    command: 'npx tsx scripts/postgres-portal.ts --test-build',
    env: { PORT: String(port), PROCESSES: '2', LOG_LEVEL: 'warn', DATABASE_URL: '', REGISTRATION_RATE_LIMIT: '1000' },
    // The second process: it listens once both have started.
    url: `http://127.0.0.1:${port + 1}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The script stops its processes and removes its cluster on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
