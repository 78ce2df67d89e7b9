// The checkout the server runs from: the nearest folder above this module that holds package.json. The server runs
// as its TypeScript sources (tsx, tests) or bundled into dist-server/ (npm start), and the folders it reads beside
// its code (data/, the migrations, the front-end build) are found from here in both.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function folderHoldingPackageJson(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${start}: the server must run from inside its checkout.`);
  }
}

export const PROJECT_ROOT = folderHoldingPackageJson(path.dirname(fileURLToPath(import.meta.url)));
