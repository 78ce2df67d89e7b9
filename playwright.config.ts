import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.config.ts';

// End-to-end tests drive Debian's Chromium against the portal as `npm start` runs it: the reference server serving
// the production build and the API on one port, over a database created and seeded afresh for each run.
const port = Number(process.env.E2E_PORT ?? 4174);
const dataDir = '.data/e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node -e "require('fs').rmSync('${dataDir}', { recursive: true, force: true })" && npx tsx server/main.ts --front-end`,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
  },
});
