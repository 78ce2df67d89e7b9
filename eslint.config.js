import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-mock', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the client in src/api.' }],
    },
  },
  {
    // The API client is the one place allowed to call fetch; tests and scripts may too.
    files: ['src/api/**', 'tests/**', 'scripts/**', 'server/**', 'mocks/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // DESIGN.md: the rules both sides of the wire use live in contracts/, which runs in a browser and in Node alike.
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'react', 'react-*', '@mui/*', '@tanstack/*'], message: 'contracts/ has no DOM and no Node imports.' },
          { group: ['**/src/**', '**/server/**'], message: 'contracts/ is imported by the client and the server, never the other way.' },
        ],
      }],
    },
  },
  {
    // The server takes what it shares with the client from contracts/, never from the client's code.
    files: ['server/**'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'Share it through contracts/.' }] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
