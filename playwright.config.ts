import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.config.ts';

// End-to-end tests drive Debian's Chromium against the production build of the portal. Until the reference
// server lands, that build runs in mock mode: the API is answered in the page by the msw fixtures.
const port = Number(process.env.E2E_PORT ?? 4174);

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
    command: `npm run build:mock && npx vite preview --outDir dist-mock --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
  },
});
