// Starts one reference server of the end-to-end run, as `npm start` starts it (the compiled server,
// dist-server/main.js --front-end, scripts/build/serverBuild.ts), but from what scripts/test/prepareE2e.ts made once:
// the test build, and a copy of the seeded database in its own DATA_DIR.
// Playwright starts the servers one after the other (playwright.config.ts), so only the first makes what is missing.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_MAIN } from '../build/serverBuild';
import { TEST_BUILD_DIR } from '../build/testBuild';
import { ensureSeedTemplate, ensureTestBuild, freshDataDirectory, root } from './prepareE2e';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the folder of this server’s database.');

await ensureTestBuild();
await ensureServerBuild(root);
await ensureSeedTemplate();
freshDataDirectory(path.resolve(root, dataDir));
process.env.FRONT_END_DIR = TEST_BUILD_DIR;
if (!process.argv.includes('--front-end')) process.argv.push('--front-end');
await import(pathToFileURL(path.join(root, SERVER_MAIN)).href);
