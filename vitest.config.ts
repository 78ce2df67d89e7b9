import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './chromium.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup.ts'],
            // Component tests type and click through jsdom; on a loaded two-core machine a long form takes seconds.
            testTimeout: 15_000,
          },
        },
        {
          // The reference server, the dataset and the scripts: plain Node, real HTTP on 127.0.0.1, no request mocking.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            // Logins hash with scrypt, slow on purpose; on a loaded two-core machine a test of ten logins needs more than 5 s.
            testTimeout: 20_000,
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'data/**/*.test.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
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
