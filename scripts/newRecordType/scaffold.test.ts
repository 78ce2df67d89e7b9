// @vitest-environment node
// The scaffold writes into a project-shaped temp folder (its own sections/, schemas/ and mocks/; the real engine,
// demo data and packages linked in), and what it writes is loaded and checked as the real tests check a record type.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { tempDir, type TempDir } from '../../server/testing';
import { checkRecordTypeConfig, describeProblem } from '../../src/engine/config/checkConfig';
import { fieldConfig, type RecordTypeConfigData } from '../../src/engine/config/format';
import { scaffoldRecordType, ScaffoldRefusal } from './scaffold';

const project = fileURLToPath(new URL('../..', import.meta.url));
const kinds = fieldConfig.options.map((option) => option.shape.kind.value);

let root: TempDir;
beforeEach(() => {
  root = tempDir('portal-scaffold-');
  for (const folder of ['schemas', 'sections', 'mocks/fixtures', 'server/routes']) mkdirSync(root.file(folder), { recursive: true });
  for (const linked of ['src', 'data', 'node_modules', 'schemas/shared.ts']) symlinkSync(path.join(project, linked), root.file(linked));
  for (const copied of ['schemas/sequence.ts', 'sections/locus.ts', 'server/routes/detail.ts']) copyFileSync(path.join(project, copied), root.file(copied));
});
afterEach(() => root.remove());

const filesUnder = (folder: string) => readdirSync(root.file(folder), { recursive: true }).map(String).sort();
const load = async <T>(relative: string) => (await import(root.file(relative))) as T;

type FixtureModule = Record<string, unknown>;
const fixtureRecords = (module: FixtureModule, name: string) =>
  (module[`${name}Fixtures`] as { key: string; record: () => unknown }[]).map((fixture) => fixture.record());

describe('npm run new:record-type', () => {
  it.each(['SeedBatch', 'seed_batch', 'seed-batch', 'seed batch', '9lives', 'batch2', ''])('refuses the name "%s" and writes nothing', async (name) => {
    const before = [filesUnder('sections'), filesUnder('schemas'), filesUnder('mocks')];
    await expect(scaffoldRecordType(root.dir, name)).rejects.toThrow(/is not a lower-case identifier/);
    await expect(scaffoldRecordType(root.dir, name)).rejects.toBeInstanceOf(ScaffoldRefusal);
    expect([filesUnder('sections'), filesUnder('schemas'), filesUnder('mocks')]).toEqual(before);
  });

  it('refuses a record type that exists', async () => {
    await expect(scaffoldRecordType(root.dir, 'locus')).rejects.toThrow('The record type "locus" already exists: sections/locus.ts.');
    expect(filesUnder('mocks')).toEqual(['fixtures']);
  });

  it('writes a schema, a config and fixtures that pass the checks, and refuses the name the second time', async () => {
    const result = await scaffoldRecordType(root.dir, 'seedbatch');
    expect(result.created).toEqual(['schemas/seedbatch.ts', 'sections/seedbatch.ts', 'mocks/fixtures/seedbatch/index.ts']);

    const { seedbatchSchema } = await load<{ seedbatchSchema: z.core.$ZodType }>('schemas/seedbatch.ts');
    const { default: config } = await load<{ default: RecordTypeConfigData }>('sections/seedbatch.ts');
    expect(checkRecordTypeConfig(config, seedbatchSchema, 'sections/seedbatch.ts', kinds).map(describeProblem)).toEqual([]);
    expect(config).toMatchObject({ type: 'seedbatch', apiType: 'seedbatch', route: '/seedbatch', lookups: { key: true } });
    expect(config.sections.map((section) => section.label)).toEqual(['Summary']);

    const fixtures = await load<FixtureModule>('mocks/fixtures/seedbatch/index.ts');
    for (const record of fixtureRecords(fixtures, 'seedbatch')) expect(z.safeParse(seedbatchSchema, record).success).toBe(true);
    expect(z.safeParse(seedbatchSchema, fixtures.malformedSeedbatch).success).toBe(false);

    expect(result.steps.join('\n')).toMatch(/sections\/index\.ts: add `import seedbatch from '\.\/seedbatch';`/);
    expect(result.steps.join('\n')).toMatch(/server\/routes\/detail\.ts: add 'seedbatch' to DETAIL_TYPES/);
    await expect(scaffoldRecordType(root.dir, 'seedbatch')).rejects.toThrow('already exists');
  });

  it("keeps a type's existing schema, shows its plain fields and takes the populated record from the demo dataset", async () => {
    const schemaBefore = readFileSync(root.file('schemas/sequence.ts'), 'utf8');
    const result = await scaffoldRecordType(root.dir, 'sequence');
    expect(result.reusedSchema).toBe('schemas/sequence.ts');
    expect(result.created).toEqual(['sections/sequence.ts', 'mocks/fixtures/sequence/index.ts']);
    expect(readFileSync(root.file('schemas/sequence.ts'), 'utf8')).toBe(schemaBefore);
    expect(result.notInSummary).toEqual(['publications (list)']);
    expect(result.populatedFrom).toMatch(/sequenceRecords in data\/records\/sequence/);
    // The server serves sequences already: no step asks for it.
    expect(result.steps.join('\n')).not.toMatch(/DETAIL_TYPES/);

    const { sequenceSchema } = await load<{ sequenceSchema: z.core.$ZodType }>('schemas/sequence.ts');
    const { default: config } = await load<{ default: RecordTypeConfigData }>('sections/sequence.ts');
    expect(checkRecordTypeConfig(config, sequenceSchema, 'sections/sequence.ts', kinds).map(describeProblem)).toEqual([]);
    const summary = config.sections[0]?.fields ?? [];
    expect(summary.map((field) => [field.path, 'format' in field ? field.format : undefined])).toEqual([
      ['name', undefined],
      ['tairObjectId', undefined],
      ['icAccession', undefined],
      ['length', 'number'],
      ['sequence', undefined],
      ['nucleotideSequenceType', undefined],
      ['dateLastModified', 'date'],
    ]);

    const fixtures = await load<FixtureModule>('mocks/fixtures/sequence/index.ts');
    const [populated, empty] = fixtureRecords(fixtures, 'sequence');
    expect(populated).toMatchObject({ name: 'NM_099983', length: 1688 });
    expect(z.safeParse(sequenceSchema, populated).success).toBe(true);
    expect(z.safeParse(sequenceSchema, empty).success).toBe(true);
    expect(empty).toMatchObject({ sequence: null, publications: [] });
    expect(z.safeParse(sequenceSchema, fixtures.malformedSequence).success).toBe(false);
  });
});
