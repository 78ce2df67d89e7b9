import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './chromium.config.ts';
import { domTestFiles, moduleReplacingTestFiles } from './scripts/test/testFileKinds.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The projects in Node run in one process pool and so share one worker count (vitest runs projects of different
// counts one after the other). One more worker than cores: the server tests spend most of their time waiting on
// HTTP, SQLite, scrypt and child processes (BLAST+, worker threads), so a third file keeps both cores busy.
// TEST_WORKERS overrides it, e.g. 1 to see whether a test fails only beside another.
const nodeWorkers = Number(process.env.TEST_WORKERS ?? availableParallelism() + 1);
// Stories render in pages of one Chromium; each page is one core's worth of layout and script.
const storyWorkers = Number(process.env.STORY_WORKERS ?? availableParallelism());

const logicTests = ['src/**/*.test.ts', 'contracts/**/*.test.ts', 'tests/unit/**/*.test.ts'];
const serverTests = ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'data/**/*.test.ts'];
const componentTests = ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'];
// Read from the files themselves (scripts/test/testFileKinds.ts): a `.test.ts` file that needs a document says so in
// its first line and runs with the component tests; a file that replaces a module (vi.mock) gets a module registry
// of its own, in the `…-isolated` projects (the component tests have one per file anyway).
const logicTestsNeedingDom = domTestFiles(dirname, ['src', 'tests/unit']);
const moduleReplacing = moduleReplacingTestFiles(dirname, ['src', 'tests/unit', 'server', 'scripts', 'data']);

// Within a worker, the logic and server files share the modules they import (isolate: false): they import the same
// configs, schemas, fixtures, dataset and server modules, and importing those afresh for every file was most of these
// projects' time (measured on two cores: logic 56 s → 10 s, server 175 s → 64 s). What a file changes it puts back:
// fake timers are restored, each server test makes its own server, database and folders.
const sharedModules = { isolate: false, maxWorkers: nodeWorkers };

// Component tests type and click through jsdom; on a loaded two-core machine a long form takes seconds. A logic test
// that loads the routes' pages (their lazy imports) transforms those modules on first use: over 5 s beside the rest.
const componentTestTimeout = 15_000;
// Logins hash with scrypt, slow on purpose; on a loaded two-core machine a test of ten logins needs more than 5 s.
const serverTestTimeout = 20_000;

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    test: {
      // `npm run test:coverage`: line and branch coverage of the portal's code across the logic, component, server and
      // story tests (V8's own counters, in Node and in Chromium); docs/testing.md keeps the figures.
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}', 'contracts/**/*.ts', 'sections/**/*.ts', 'server/**/*.ts'],
        exclude: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.{testSupport,storySupport}.{ts,tsx}'],
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
            exclude: [...logicTestsNeedingDom, ...moduleReplacing],
            testTimeout: componentTestTimeout,
            ...sharedModules,
          },
        },
        {
          // Components and hooks that need a document, against the msw fixtures (tests/unit/setup.ts).
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: [...componentTests, ...logicTestsNeedingDom],
            exclude: moduleReplacing,
            setupFiles: ['tests/unit/setup.ts'],
            testTimeout: componentTestTimeout,
            // The files of a worker share their modules and one document, as the logic and server files do: a fresh
            // document, set-up and import for each file was most of this project's time. They share one msw server
            // too (tests/unit/mswServer.ts); the rendered tree and the handlers are put back after each test, and each
            // file starts with empty storage (tests/unit/setup.ts).
            ...sharedModules,
          },
        },
        {
          // The reference server, the dataset and the scripts: plain Node, real HTTP on 127.0.0.1, no request mocking.
          // Every file makes its own database and temp folders and listens on a free port, so files run side by side.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: serverTests,
            exclude: moduleReplacing,
            // The stores' contract tests run on PostgreSQL as well: one throwaway cluster for the run.
            globalSetup: ['scripts/test/postgresGlobalSetup.ts'],
            testTimeout: serverTestTimeout,
            ...sharedModules,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            include: moduleReplacing.filter((file) => file.endsWith('.tsx') || logicTestsNeedingDom.includes(file)),
            setupFiles: ['tests/unit/setup.ts'],
            testTimeout: componentTestTimeout,
            maxWorkers: nodeWorkers,
          },
        },
        {
          extends: true,
          test: {
            name: 'node-isolated',
            environment: 'node',
            include: moduleReplacing.filter((file) => file.endsWith('.ts') && !logicTestsNeedingDom.includes(file)),
            testTimeout: serverTestTimeout,
            maxWorkers: nodeWorkers,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            maxWorkers: storyWorkers,
            // Whole-page stories load many modules on first use, and the genome browser's stories load JBrowse (several
            // megabytes of modules in the dev server): on a loaded two-core machine the first of them has taken over
            // 30 s. A story that passes takes what it needs; only a hung one waits this long to fail.
            testTimeout: 90_000,
            // All story files of a worker run in one page, which imports the preview, the providers, the msw fixtures
            // and MUI once rather than once per file (measured on two cores: 1,026 s → 374 s for the 110 files).
            // Nothing a story changes outlives it: each renders with a fresh query client, msw takes each story's
            // handlers, and storybook/test restores the spies after each story.
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions }),
              instances: [{ browser: 'chromium' }],
              // Two checkouts running stories at once need two ports (Vitest's default is 63315).
              api: { port: Number(process.env.VITEST_BROWSER_PORT ?? 63315) },
            },
          },
        },
      ],
    },
  }),
);
