import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { routeJavaScript } from './routeJs';

let dist = '';

/** A build folder with these files (name → text) and this manifest. */
function build(files: Record<string, string>, manifest: object) {
  dist = mkdtempSync(path.join(tmpdir(), 'route-js-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

const gz = (text: string) => gzipSync(Buffer.from(text)).length;

// An entry importing the runtime, a page importing a shared chunk that the entry also imports, and a dialog the page
// loads only on demand.
const files = {
  'assets/index.js': 'console.log("the shell");'.repeat(20),
  'assets/runtime.js': 'var runtime = 1;',
  'assets/index.css': 'body { margin: 0 }',
  'assets/Page.js': 'export const page = "the page";'.repeat(10),
  'assets/shared.js': 'export const shared = 2;',
  'assets/Dialog.js': 'export const dialog = "only when opened";',
};
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js', '_shared.js'], css: ['assets/index.css'], dynamicImports: ['src/Page.tsx'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js' },
  'src/Page.tsx': { file: 'assets/Page.js', isDynamicEntry: true, imports: ['_shared.js', '_runtime.js'], dynamicImports: ['src/Dialog.tsx'] },
  'src/Dialog.tsx': { file: 'assets/Dialog.js', isDynamicEntry: true },
};

describe('routeJavaScript', () => {
  it("counts the entry's JavaScript and what it imports as what every page loads, without stylesheets", () => {
    build(files, manifest);
    const { initial } = routeJavaScript(dist, []);
    expect(initial.files).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/shared.js']);
    expect(initial.gzipBytes).toBe(gz(files['assets/index.js']) + gz(files['assets/runtime.js']) + gz(files['assets/shared.js']));
  });

  it('adds the chunks a route loads once each, and leaves out what the route would load only on demand', () => {
    build(files, manifest);
    const { route, added } = routeJavaScript(dist, ['src/Page.tsx']);
    expect(route.files).toEqual(['assets/Page.js', 'assets/index.js', 'assets/runtime.js', 'assets/shared.js']);
    expect(added.files).toEqual(['assets/Page.js']);
    expect(added.gzipBytes).toBe(gz(files['assets/Page.js']));
  });

  it('names a module the manifest does not have', () => {
    build(files, manifest);
    expect(() => routeJavaScript(dist, ['src/Renamed.tsx'])).toThrow('The build manifest has no chunk for src/Renamed.tsx');
  });

  it('says where it looked when there is no manifest', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'route-js-'));
    expect(() => routeJavaScript(dist, [])).toThrow(`No build manifest at ${path.join(dist, '.vite', 'manifest.json')}`);
  });
});
