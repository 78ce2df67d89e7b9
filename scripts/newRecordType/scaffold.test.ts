// @vitest-environment node
// The scaffold runs in a copy of the project (sections/, schemas/, data/, mocks/ and server/ copied; the app code, contracts, scripts and
// packages linked in), and the type it writes is checked there as the project uses it: nothing but its four files,
// and it has a route, mock handlers, and a record the server serves.
import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { DetailFixture } from '../../mocks/detailHandlers';
import { tempDir, type TempDir } from '../../server/testing';
import { checkRecordTypeConfig, describeProblem } from '../../src/engine/config/checkConfig';
import { fieldConfig, type RecordTypeConfigData } from '../../src/engine/config/format';
import { scaffoldRecordType, ScaffoldRefusal } from './scaffold';

const project = fileURLToPath(new URL('../..', import.meta.url));
const kinds = fieldConfig.options.map((option) => option.shape.kind.value);

/** A route entry of sections/pages.ts (src/engine/lazyDetailRoutes.tsx, which this Node project does not compile). */
interface LazyRecordPage {
  route: string;
  apiType: string;
  load: () => Promise<{ config: RecordTypeConfigData; schema: unknown }>;
}

// Starts the copy's server on its own database, seeds it, and prints the answer to one detail call.
const SERVE_ONE = `import { buildServer } from './server/app';
import { seedDatabase } from './server/seed';
const [databaseFile, type, key] = process.argv.slice(2);
const app = buildServer({ databaseFile });
await seedDatabase(app.db);
await app.ready();
const response = await app.inject({ method: 'GET', url: \`/api/detail/\${type}?key=\${key}\` });
console.log(JSON.stringify({ status: response.statusCode, body: response.json() }));
await app.close();
`;

let root: TempDir;
beforeAll(() => {
  root = tempDir('portal-scaffold-');
  for (const copied of ['sections', 'schemas', 'data', 'mocks', 'server']) {
    cpSync(path.join(project, copied), root.file(copied), { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
  }
  for (const linked of ['src', 'contracts', 'scripts', 'node_modules', 'package.json']) symlinkSync(path.join(project, linked), root.file(linked));
  writeFileSync(root.file('serveOne.ts'), SERVE_ONE);
});
afterAll(() => root.remove());

const filesUnder = (folder: string) => readdirSync(root.file(folder), { recursive: true }).map(String).sort();
const load = async <T>(relative: string) => (await import(pathToFileURL(root.file(relative)).href)) as T;

async function serveOne(type: string, key: string): Promise<{ status: number; body: unknown }> {
  const tsx = path.join(project, 'node_modules', '.bin', 'tsx');
  const { stdout } = await promisify(execFile)(tsx, ['serveOne.ts', root.file('portal.sqlite'), type, key], { cwd: root.dir });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { status: number; body: unknown };
}

describe('npm run new:record-type', () => {
  it.each(['SeedBatch', 'seed_batch', 'seed-batch', 'seed batch', '9lives', 'batch2', ''])('refuses the name "%s" and writes nothing', async (name) => {
    const before = ['sections', 'schemas', 'mocks', 'data'].map(filesUnder);
    await expect(scaffoldRecordType(root.dir, name)).rejects.toThrow(/is not a lower-case identifier/);
    await expect(scaffoldRecordType(root.dir, name)).rejects.toBeInstanceOf(ScaffoldRefusal);
    expect(['sections', 'schemas', 'mocks', 'data'].map(filesUnder)).toEqual(before);
  });

  it('refuses a record type that exists', async () => {
    await expect(scaffoldRecordType(root.dir, 'locus')).rejects.toThrow('The record type "locus" already exists: sections/locus.ts.');
  });

  describe('a new type', () => {
    let created: string[];
    beforeAll(async () => {
      ({ created } = await scaffoldRecordType(root.dir, 'seedbatch'));
    });

    it('is four files: its schema, its config, its fixtures and its demo records', () => {
      expect(created).toEqual(['schemas/seedbatch.ts', 'data/records/seedbatch/index.ts', 'sections/seedbatch.ts', 'mocks/fixtures/seedbatch/index.ts']);
    });

    it('has a config that passes the checks against its schema', async () => {
      const { seedbatchSchema } = await load<{ seedbatchSchema: z.core.$ZodType }>('schemas/seedbatch.ts');
      const { default: config } = await load<{ default: RecordTypeConfigData }>('sections/seedbatch.ts');
      expect(checkRecordTypeConfig(config, seedbatchSchema, 'sections/seedbatch.ts', kinds).map(describeProblem)).toEqual([]);
      expect(config).toMatchObject({ type: 'seedbatch', apiType: 'seedbatch', route: '/seedbatch', lookups: { key: true } });
    });

    it("is a route of the app, whose page loads the type's config and schema", async () => {
      const { recordPages } = await load<{ recordPages: LazyRecordPage[] }>('sections/pages.ts');
      const page = recordPages.find((candidate) => candidate.route === '/seedbatch');
      expect(page?.apiType).toBe('seedbatch');
      const { config, schema } = await (page as LazyRecordPage).load();
      expect(config.route).toBe('/seedbatch');
      expect(schema).toBe((await load<{ seedbatchSchema: unknown }>('schemas/seedbatch.ts')).seedbatchSchema);
    });

    it('is served by the mock handlers from fixtures that pass the schema, and a malformed one that does not', async () => {
      const { detailFixtureSets } = await load<{ detailFixtureSets: Record<string, { fixtures: DetailFixture[]; malformed: unknown }> }>('mocks/detailHandlers.ts');
      const { seedbatchSchema } = await load<{ seedbatchSchema: z.core.$ZodType }>('schemas/seedbatch.ts');
      const set = detailFixtureSets.seedbatch;
      expect(set?.fixtures.map((fixture) => z.safeParse(seedbatchSchema, fixture.record()).success)).toEqual([true, true]);
      expect(z.safeParse(seedbatchSchema, set?.malformed).success).toBe(false);
    });

    // A fresh tsx process compiles the copied server and seeds a database: seconds alone, far longer on a busy machine.
    it('has a demo record the server seeds and serves at /api/detail/seedbatch', { timeout: 90_000 }, async () => {
      const { seedbatchRecords } = await load<{ seedbatchRecords: { key: number; record: unknown }[] }>('data/records/seedbatch/index.ts');
      expect(await serveOne('seedbatch', '9999901')).toEqual({ status: 200, body: seedbatchRecords[0]?.record });
    });

    it('is refused the second time', async () => {
      await expect(scaffoldRecordType(root.dir, 'seedbatch')).rejects.toThrow('already exists');
    });
  });

  it("keeps a type's existing schema and demo records, and shows its plain fields", async () => {
    const schemaBefore = readFileSync(root.file('schemas/microarrayExperiment.ts'), 'utf8');
    const result = await scaffoldRecordType(root.dir, 'microarrayexperiment');
    expect(result.reusedSchema).toBe('schemas/microarrayExperiment.ts');
    expect(result.created).toEqual(['sections/microarrayexperiment.ts', 'mocks/fixtures/microarrayexperiment/index.ts']);
    expect(readFileSync(root.file('schemas/microarrayExperiment.ts'), 'utf8')).toBe(schemaBefore);
    const { microarrayExperimentSchema } = await load<{ microarrayExperimentSchema: z.core.$ZodType }>('schemas/microarrayExperiment.ts');
    const { default: config } = await load<{ default: RecordTypeConfigData }>('sections/microarrayexperiment.ts');
    expect(checkRecordTypeConfig(config, microarrayExperimentSchema, 'sections/microarrayexperiment.ts', kinds).map(describeProblem)).toEqual([]);
    expect(config.sections[0]?.fields.length).toBeGreaterThan(0);
  });
});
