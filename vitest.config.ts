import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './chromium.config.ts';
import { domTestFiles } from './scripts/test/domTestFiles.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Three projects run in one process pool and so share one worker count (vitest runs projects of different counts
// one after the other). One more worker than cores: the server tests spend most of their time waiting on HTTP,
// SQLite, scrypt and child processes (BLAST+, worker threads), so a third file keeps both cores busy.
// TEST_WORKERS overrides it, e.g. 1 to debug a test that only fails beside another.
const nodeWorkers = Number(process.env.TEST_WORKERS ?? availableParallelism() + 1);
// Stories render in pages of one Chromium; each page is one core's worth of layout and script.
const storyWorkers = Number(process.env.STORY_WORKERS ?? availableParallelism());

const logicTests = ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'];
// A `.test.ts` file that needs a document (cookies, location, the msw server of tests/unit/setup.ts) says so in its
// first line with `// @vitest-environment jsdom` and runs with the component tests (scripts/test/domTestFiles.ts).
const logicTestsNeedingDom = domTestFiles(dirname, ['src', 'tests/unit']);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // `npm run test:coverage`: line and branch coverage of the portal's code across the logic, component, server and
      // story tests (V8's own counters, in Node and in Chromium); docs/testing.md keeps the figures.
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}', 'sections/**/*.ts', 'server/**/*.ts'],
        exclude: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
        reporter: ['text-summary', 'json-summary', 'json'],
      },
      projects: [
        {
          // Pure logic (formatters, derivations, configs, fixtures, rules shared with the server): plain Node, no
          // document, no set-up — a file starts in milliseconds rather than the second jsdom and msw take.
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            include: logicTests,
            exclude: logicTestsNeedingDom,
            maxWorkers: nodeWorkers,
            // These files import the same configs, schemas, fixtures and dataset and share no state (no module mocks;
            // a test that fakes timers restores them after itself), so a worker imports those once for all its files
            // rather than once per file: most of the project's time was those imports (56 s → 10 s measured).
            isolate: false,
          },
        },
        {
          // Components and hooks that need a document, against the msw fixtures (tests/unit/setup.ts).
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx', ...logicTestsNeedingDom],
            setupFiles: ['tests/unit/setup.ts'],
            maxWorkers: nodeWorkers,
            // Component tests type and click through jsdom; on a loaded two-core machine a long form takes seconds.
            testTimeout: 15_000,
          },
        },
        {
          // The reference server, the dataset and the scripts: plain Node, real HTTP on 127.0.0.1, no request mocking.
          // Every file makes its own database and temp folders and listens on a free port, so files run side by side.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'data/**/*.test.ts'],
            maxWorkers: nodeWorkers,
            // Logins hash with scrypt, slow on purpose; on a loaded two-core machine a test of ten logins needs more than 5 s.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            maxWorkers: storyWorkers,
            // Whole-page stories load many modules on first use; two cores running Chromium need the headroom.
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
