import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';
import { importLayers } from './scripts/lint/importLayers.js';

// Who may import whom (README, How it fits together). Tests, stories and *.testSupport / *.storySupport files are
// exempt; production code may import none of them.
const layers = [
  {
    from: ['src/'],
    forbidden: ['server/', 'data/', 'mocks/'],
    because: 'the front end reaches the server through src/api only; data/ and mocks/ serve the server and the tests',
  },
  {
    from: ['server/', 'data/'],
    forbidden: ['src/', 'mocks/'],
    because: 'a rule both sides of the wire use belongs in contracts/, a record the seed uses in data/',
  },
  {
    from: ['src/'],
    except: ['src/app/', 'src/main.tsx'],
    forbidden: ['src/app/'],
    because: 'src/app composes the features; what they share lives in src/session, src/routing, src/site or src/ui',
  },
  {
    from: ['contracts/'],
    forbidden: ['src/', 'server/', 'data/', 'mocks/'],
    because: 'contracts/ is imported by the client and the server, never the other way',
  },
  {
    from: ['src/', 'server/', 'data/', 'mocks/', 'sections/', 'schemas/', 'contracts/'],
    forbidTestCode: true,
    because: 'production code never depends on tests, stories or test support',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-ssr', 'dist-mock', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', '.data'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, layers: { rules: { imports: importLayers } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'layers/imports': ['error', layers],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the client in src/api.' }],
    },
  },
  {
    // The server's stores answer asynchronously: a store call not awaited would run unordered and unchecked, and a
    // promise read as a condition (`if (!session.curator(…))`) is always true. Both are refused, with type information.
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
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
        ],
      }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
