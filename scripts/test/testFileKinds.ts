// Which test files run where, read from the files themselves (vitest.config.ts):
// - a `.test.ts` file runs in plain Node, where a file starts in milliseconds, unless its first line asks for a
//   document (`// @vitest-environment jsdom`: it reads cookies or the location, or answers requests through the msw
//   server of tests/unit/setup.ts), and then it runs with the component tests, whose set-up it needs;
// - a file that replaces a module (vi.mock) or imports fresh copies of modules (vi.resetModules) runs in a fresh
//   module registry of its own: the other files of a worker share their imported modules, a module already imported
//   cannot be replaced, and fresh copies would leave the next file of the worker with two of React and the rest.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DOM_MARKER = '// @vitest-environment jsdom';

/** Whether a test file's source asks for a document in its first line. */
export const asksForDocument = (source: string) => source.trimStart().startsWith(DOM_MARKER);

/** Whether a test file's source replaces a module or resets the registry, which needs a module registry of its own. */
export const replacesModules = (source: string) => /\bvi\.(?:mock|doMock|resetModules)\(/.test(source);

/** Every test file under the folders (relative to `root`) whose name ends with one of `endings`, with forward slashes. */
function testFilesUnder(root: string, folders: readonly string[], endings: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.includes('node_modules') && endings.some((ending) => file.endsWith(ending)))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
}

const select = (root: string, files: string[], test: (source: string) => boolean) =>
  files.filter((file) => test(readFileSync(path.join(root, file), 'utf8'))).sort();

/** The `*.test.ts` files under the folders that ask for a document. */
export function domTestFiles(root: string, folders: readonly string[]): string[] {
  return select(root, testFilesUnder(root, folders, ['.test.ts']), asksForDocument);
}

/** The test files (`.test.ts`, `.test.tsx`) under the folders that replace a module. */
export function moduleReplacingTestFiles(root: string, folders: readonly string[]): string[] {
  return select(root, testFilesUnder(root, folders, ['.test.ts', '.test.tsx']), replacesModules);
}
