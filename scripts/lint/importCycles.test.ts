import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './importCycles';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('import cycles', () => {
  it('the portal, the server, the dataset and the mocks have none', () => {
    expect(importCycles(projectRoot, ['src', 'server', 'data', 'mocks', 'sections', 'schemas', 'contracts'])).toEqual([]);
  });

  describe('in a small project', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);

    it('names the files of a cycle, whether its imports are static, dynamic or type-only', () => {
      write('menu.ts', "export const MENU_ID = 'menu';\nexport const panel = () => import('./panel');\n");
      write('panel.ts', "import { MENU_ID } from './menu';\nimport type { Shape } from './shape';\nexport const id: Shape = MENU_ID;\n");
      write('shape.ts', "import type { id } from './panel';\nexport type Shape = typeof id | string;\n");
      write('alone.ts', "import { MENU_ID } from './menu';\nexport const alone = MENU_ID;\n");
      expect(importCycles(root, ['.'])).toEqual([['menu.ts', 'panel.ts', 'shape.ts']]);
    });
  });
});
