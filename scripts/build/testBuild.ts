// The end-to-end run's build of the front end: the same bundle readers get, made quicker to produce. It has no source
// maps (nobody debugs the test run's build in a browser's tools) and quick compression of its brotli and gzip copies
// (scripts/build/precompress.ts). It goes to its own folder, so `npm start` never serves it and the two builds do not
// replace each other when a developer alternates `npm test` and `npm start`.

/** Set to '1' in the environment of `vite build` to make the test build (read by vite.config.ts). */
export const TEST_BUILD_VARIABLE = 'PORTAL_TEST_BUILD';

/** Where the test build is written and served from, relative to the project root. */
export const TEST_BUILD_DIR = '.data/test-build';

export const isTestBuild = (env: NodeJS.ProcessEnv = process.env) => env[TEST_BUILD_VARIABLE] === '1';
