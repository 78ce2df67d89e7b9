// Which `.test.ts` files run in jsdom: those whose first line asks for it. The logic tests run in plain Node, where a
// file starts in milliseconds; the few that read cookies or the location, or answer requests through the msw server
// of tests/unit/setup.ts, say so at their top, and the vitest config (vitest.config.ts) puts them with the
// component tests, whose set-up they need.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DOM_MARKER = '// @vitest-environment jsdom';

/** Whether a test file's source asks for a document in its first line. */
export const asksForDocument = (source: string) => source.trimStart().startsWith(DOM_MARKER);

/** Every `*.test.ts` file under the folders (relative to `root`), as paths relative to `root` with forward slashes. */
function logicTestFilesUnder(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
}

/** The `*.test.ts` files under the folders that ask for a document. */
export function domTestFiles(root: string, folders: readonly string[]): string[] {
  return logicTestFilesUnder(root, folders)
    .filter((file) => asksForDocument(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
