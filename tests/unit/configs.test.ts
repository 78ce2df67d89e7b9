import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import committedJsonSchema from '../../schemas/record-type.schema.json';
import { recordSchemaOf } from '../../schemas';
import { recordTypes } from '../../sections';
import { recordPages } from '../../sections/pages';
import { checkRecordTypeConfig, describeProblem } from '../../src/engine/config/checkConfig';
import { recordTypeJsonSchema } from '../../src/engine/config/jsonSchema';
import { rendererRegistry } from '../../src/engine/registry';
import type { RecordTypeConfigData } from '../../src/engine/config/format';

const configModules = import.meta.glob<{ default: RecordTypeConfigData }>('../../sections/*.ts', { eager: true });
const configFiles = Object.entries(configModules)
  .filter(([file]) => !file.endsWith('/index.ts') && !file.endsWith('/pages.ts'))
  .map(([file, module]) => ({ file: file.replace('../../', ''), config: module.default }));
const kinds = Object.keys(rendererRegistry);

describe('record-type configs', () => {
  it('publishes a JSON Schema that matches the zod definition of the format', () => {
    // When this fails, run `npm run schema:config` and commit the result.
    expect(committedJsonSchema).toEqual(JSON.parse(JSON.stringify(recordTypeJsonSchema())));
  });

  it('finds the configs in sections/', () => {
    expect(configFiles.map((entry) => entry.file)).toEqual(expect.arrayContaining(['sections/locus.ts', 'sections/gene.ts']));
  });

  it.each(configFiles)('$file passes every check', ({ file, config }) => {
    const problems = checkRecordTypeConfig(config, recordSchemaOf(config.type), file, kinds);
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it.each(configFiles)('$file is plain JSON data', ({ config }) => {
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });

  it('gives every config in sections/ a lazily loaded route (sections/pages.ts)', () => {
    expect(recordTypes.map((config) => config.route).sort()).toEqual(configFiles.map(({ config }) => config.route).sort());
    expect(recordPages.map((page) => page.route).sort()).toEqual(recordTypes.map((config) => config.route).sort());
  });

  it.each(recordPages.map((page) => [page.route, page] as const))('%s loads its own config and its schema', async (route, page) => {
    const { config, schema } = await page.load();
    expect(config.route).toBe(route);
    expect(config.apiType).toBe(page.apiType);
    expect(schema).toBe(recordSchemaOf(config.type));
  });
});

describe('the config checker', () => {
  const schema = z.looseObject({
    name: z.string(),
    aliases: z.array(z.looseObject({ alias: z.string(), aliasId: z.number() })).nullish(),
  });
  const base = {
    type: 'example',
    apiType: 'example',
    route: '/example',
    lookups: { key: true },
    title: { text: 'Example: {name}' },
    sections: [
      { id: 'summary', label: 'Summary', fields: [{ kind: 'text', label: 'Name', path: 'name' }] },
      {
        id: 'aliases',
        label: 'Aliases',
        fields: [{ kind: 'table', label: 'Aliases', path: 'aliases', columns: [{ header: 'Alias', path: 'alias', href: '/alias?key={aliasId}' }] }],
      },
    ],
  };
  const check = (config: unknown) => checkRecordTypeConfig(config, schema, 'sections/example.ts', kinds).map(describeProblem);

  it('accepts a correct config', () => {
    expect(check(base)).toEqual([]);
  });

  it('checks the paths of showIf and showTo conditions against the record schema', () => {
    const config = structuredClone(base) as typeof base & { sections: { fields: Record<string, unknown>[] }[] };
    Object.assign(config.sections[0]!.fields[0]!, { showIf: { path: 'nmae', equals: 'x' }, showTo: { membersOf: 'orgId' } });
    expect(check(config)).toEqual([
      'sections/example.ts: section "summary": path "nmae": the text field "Name" names a path the record schema does not have',
      'sections/example.ts: section "summary": path "orgId": the text field "Name" names a path the record schema does not have',
    ]);
  });

  it('names the file, section and path of an unknown renderer kind', () => {
    const config = structuredClone(base);
    (config.sections[0]!.fields[0] as { kind: string }).kind = 'sparkline';
    expect(check(config)[0]).toBe('sections/example.ts: section "summary": path "name": unknown renderer kind "sparkline"');
  });

  it('names the file, section and path of a path the schema does not have', () => {
    const config = structuredClone(base);
    config.sections[0]!.fields[0]!.path = 'nmae';
    expect(check(config)).toEqual([
      'sections/example.ts: section "summary": path "nmae": the text field "Name" reads a path the record schema does not have',
    ]);
  });

  it('checks table column paths against the row schema', () => {
    const config = structuredClone(base);
    (config.sections[1]!.fields[0] as { columns: { path: string }[] }).columns[0]!.path = 'aliasName';
    expect(check(config)).toEqual([
      'sections/example.ts: section "aliases": path "aliasName": column "Alias" of "Aliases" reads a path its rows do not have',
    ]);
  });

  it('checks template paths', () => {
    const config = structuredClone(base);
    (config.sections[1]!.fields[0] as { columns: { href: string }[] }).columns[0]!.href = '/alias?key={aliasKey}';
    expect(check(config)[0]).toMatch(/section "aliases": path "aliasKey": template/);
  });

  it('reports a duplicate section id', () => {
    const config = structuredClone(base);
    config.sections[1]!.id = 'summary';
    expect(check(config)).toContain('sections/example.ts: section "summary": duplicate section id');
  });

  it('rejects an option the format does not know', () => {
    const config = structuredClone(base);
    (config.sections[0]!.fields[0] as Record<string, unknown>).emtpy = 'No data';
    expect(check(config).join('\n')).toMatch(/section "summary": path "name":/);
  });
});
