// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir, type TempDir } from '../../server/testing';
import { precompress, precompressDirectory } from './precompress';

/** Text that compresses well and is well over the 1 KB floor. */
const text = (what: string) => Array.from({ length: 200 }, (_, line) => `${what} line ${line}`).join('\n');

describe('the build precompresses its text files', () => {
  let temp: TempDir;
  const file = (name: string) => path.join(temp.dir, name);

  beforeEach(() => {
    temp = tempDir('portal-precompress-');
    mkdirSync(file('assets'));
    writeFileSync(file('index.html'), `<!doctype html><html><body>${text('<p>shell</p>')}</body></html>`);
    writeFileSync(file('assets/index-abc123.js'), text('console.log("app");'));
    writeFileSync(file('assets/index-abc123.css'), text('.app { color: green }'));
    writeFileSync(file('assets/logo-abc123.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${text('<g/>')}</svg>`);
    writeFileSync(file('.vite-manifest.json'), JSON.stringify({ lines: text('entry') }));
    writeFileSync(file('assets/index-abc123.js.map'), text('{"mappings":""}'));
    writeFileSync(file('assets/photo-abc123.png'), Buffer.alloc(4096, 7));
    writeFileSync(file('assets/tiny-abc123.js'), 'export {};');
  });
  afterEach(() => temp.remove());

  it.each(['index.html', 'assets/index-abc123.js', 'assets/index-abc123.css', 'assets/logo-abc123.svg', '.vite-manifest.json'])(
    'writes %s.br and .gz beside it, which decompress to the file itself and are smaller',
    async (name) => {
      await precompressDirectory(temp.dir);
      const original = readFileSync(file(name));
      const brotli = readFileSync(file(`${name}.br`));
      const gzip = readFileSync(file(`${name}.gz`));
      expect(brotliDecompressSync(brotli).equals(original)).toBe(true);
      expect(gunzipSync(gzip).equals(original)).toBe(true);
      expect(brotli.length).toBeLessThan(original.length / 4);
      expect(gzip.length).toBeLessThan(original.length / 4);
    },
  );

  it.each(['assets/index-abc123.js.map', 'assets/photo-abc123.png', 'assets/tiny-abc123.js'])('leaves %s alone (source map, image, under 1 KB)', async (name) => {
    await precompressDirectory(temp.dir);
    expect(existsSync(file(`${name}.br`))).toBe(false);
    expect(existsSync(file(`${name}.gz`))).toBe(false);
  });

  it('does not compress its own copies again when run twice', async () => {
    await precompressDirectory(temp.dir);
    await precompressDirectory(temp.dir);
    expect(existsSync(file('index.html.br.gz'))).toBe(false);
    expect(existsSync(file('index.html.gz.br'))).toBe(false);
  });
});

describe('the Vite plugin', () => {
  it('leaves brotli and gzip copies of the built script and page in the output folder of vite build', async () => {
    const temp = tempDir('portal-precompress-build-');
    try {
      writeFileSync(path.join(temp.dir, 'index.html'), `<!doctype html><html><body><script type="module" src="/main.js"></script>${text('<p>page</p>')}</body></html>`);
      writeFileSync(path.join(temp.dir, 'main.js'), Array.from({ length: 200 }, (_, row) => `document.body.append("row ${row}");`).join('\n'));
      await build({ root: temp.dir, configFile: false, logLevel: 'silent', plugins: [precompress()], build: { outDir: 'out', manifest: true } });
      const manifest = JSON.parse(readFileSync(path.join(temp.dir, 'out/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
      const script = path.join(temp.dir, 'out', manifest['index.html']?.file ?? 'missing');
      for (const built of [script, path.join(temp.dir, 'out/index.html')]) {
        expect(brotliDecompressSync(readFileSync(`${built}.br`)).equals(readFileSync(built))).toBe(true);
        expect(gunzipSync(readFileSync(`${built}.gz`)).equals(readFileSync(built))).toBe(true);
      }
    } finally {
      temp.remove();
    }
  });
});
