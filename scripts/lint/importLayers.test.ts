// The layer rule of eslint.config.js, run through ESLint with the project's own configuration on small files placed
// at the paths the rule speaks of (they exist only in memory).
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The files exist only in memory, so the rules that need the type checker (which reads files from disk) are off.
const eslint = new ESLint({
  cwd: projectRoot,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** The layer rule's messages for `code` placed at `file` (relative to the project). */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, file) });
  return result!.messages.filter((message) => message.ruleId === 'layers/imports').map((message) => message.message);
}

describe('the import layers', () => {
  it('keep a feature from importing src/app, even through a lazy import()', async () => {
    expect(await layerProblems('src/features/news/a.ts', "export { AppShell } from '../../app/AppShell';\n")).toEqual([
      expect.stringMatching(/^src\/features\/news\/a\.ts may not import src\/app\/AppShell: src\/app composes the features/),
    ]);
    expect(await layerProblems('src/features/news/b.ts', "export const load = () => import('../../app/routes');\n")).toHaveLength(1);
  });

  it('keep the front end from importing server/, data/ or mocks/', async () => {
    const code = "import '../../server/app';\nimport '../../data/roster';\nimport { handlers } from '../../mocks/handlers';\nexport { handlers };\n";
    expect(await layerProblems('src/ui/a.ts', code)).toHaveLength(3);
  });

  it('keep the server and the dataset from importing src/ or mocks/', async () => {
    expect(await layerProblems('server/a.ts', "import { apiGet } from '../src/api/client';\nexport { apiGet };\n")).toHaveLength(1);
    expect(await layerProblems('data/records/a.ts', "import type { DetailFixture } from '../../mocks/fixtures/detailFixture';\nexport type A = DetailFixture;\n")).toHaveLength(1);
  });

  it('keep contracts/ from importing either side of the wire, which both import it', async () => {
    const code = "import '../../src/api/client';\nimport '../../server/app';\nimport '../../data/roster';\n";
    expect(await layerProblems('contracts/search/a.ts', code)).toHaveLength(3);
    const users = "import { searchText } from '../../contracts/search/payload';\nexport { searchText };\n";
    expect(await layerProblems('server/search/a.ts', users)).toEqual([]);
    expect(await layerProblems('src/features/a.ts', "import { searchText } from '../../contracts/search/payload';\nexport { searchText };\n")).toEqual([]);
  });

  it('keep production code from importing tests, stories and test support', async () => {
    const code = "import './a.test';\nimport './A.stories';\nimport './helpers.testSupport';\nimport './frame.storySupport';\n";
    expect(await layerProblems('src/features/search/a.ts', code)).toHaveLength(4);
    expect(await layerProblems('server/search/a.ts', "import './testLoci.testSupport';\n")).toHaveLength(1);
  });

  it('let features use the shared folders and src/app compose the features', async () => {
    const feature = "import { useSession } from '../../session/useSession';\nimport { lazyPage } from '../../routing/lazyPage';\nimport { menuGroups } from '../../site/menus';\nexport { useSession, lazyPage, menuGroups };\n";
    expect(await layerProblems('src/features/profile/a.ts', feature)).toEqual([]);
    expect(await layerProblems('src/app/a.ts', "export { newsRoutes } from '../features/news/newsRoutes';\n")).toEqual([]);
  });

  it('let tests and their support import the app, mocks and test support', async () => {
    const code = "import '../../app/AppProviders';\nimport '../../../mocks/handlers';\nimport './helpers.testSupport';\n";
    expect(await layerProblems('src/features/news/a.test.tsx', code)).toEqual([]);
    expect(await layerProblems('src/features/news/news.storySupport.tsx', code)).toEqual([]);
  });
});
