// Every search category, by the URL segment of POST /api/search/{category}: the category modules in this folder, each
// in the file named after its category (gene.ts: 'gene'). The other files here are what modules share and export no
// module. The index builder indexes the records of each module's sourceTypes; the routes validate and query through
// the module.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../projectRoot';
import type { CategoryModule } from '../types';

// Listed from the checkout, imported through a literal pattern: the compiled server (esbuild) bundles every file the
// pattern can name, so the same code runs from the sources and from dist-server/ (whose build leaves tests out).
const folder = path.join(PROJECT_ROOT, 'server', 'search', 'categories');

const isTestFile = (file: string) => /\.(test|testSupport)\.ts$/.test(file);

const isCategoryModule = (value: unknown): value is CategoryModule =>
  typeof value === 'object' && value !== null && 'category' in value && 'payload' in value && 'query' in value && 'index' in value;

const moduleFiles = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !isTestFile(file))
  .sort();

const modulesByFile = await Promise.all(
  moduleFiles.map(async (file) => {
    // Vite would make the pattern a glob of its own and refuses one that names this file; Node and esbuild take it.
    const exports = (await import(/* @vite-ignore */ `./${file.slice(0, -'.ts'.length)}.ts`)) as Record<string, unknown>;
    const modules = Object.values(exports).filter(isCategoryModule);
    const category = file.slice(0, -'.ts'.length);
    if (modules.some((module) => module.category !== category) || modules.length > 1) {
      throw new Error(`server/search/categories/${file} may export one category module only, that of '${category}'.`);
    }
    return modules;
  }),
);

export const categoryModules: readonly CategoryModule[] = modulesByFile.flat();

export const categoryByName: ReadonlyMap<string, CategoryModule> = new Map(categoryModules.map((module) => [module.category, module]));
