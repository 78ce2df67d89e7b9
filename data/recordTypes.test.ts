// @vitest-environment node
// The registry in Node: what it derives from the configs in sections/ is what 002 §7 says the server serves, and
// every type it names has a schema, demo records and mock fixtures.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { recordIdentityOf } from '../scripts/build/recordIdentity';
import { demoDataset } from './index';
import { apiTypes, recordTypeConfigs, served } from './recordTypes';
import { responseSchemas } from './schemas';

/** 002 §7: the types of GET detail/{type}. Types added after the spec are served too; these must be. */
const SPEC_TYPES = [
  'locus', 'gene', 'genefamily', 'microarrayexperiment', 'genesymbol', 'clone', 'cloneend', 'vector', 'ecotype', 'hoststrain',
  'library', 'arrayelement', 'germplasm', 'keyword', 'marker', 'sequence', 'polymorphism', 'protein', 'publication',
  'transposon', 'transposonfamily', 'protocol', 'person', 'organization', 'analysisreference', 'communication',
];

/** The spec's types among those a call serves. */
const specTypesIn = (types: ReadonlySet<string>) => [...types].filter((type) => SPEC_TYPES.includes(type)).sort();

describe('the record types derived from the configs', () => {
  it('include every type 002 §7 serves by GET detail/{type}', () => {
    expect(specTypesIn(served.detail)).toEqual([...SPEC_TYPES].sort());
  });

  it('offer the name, accession and id lookups of 002 §7 for its types', () => {
    expect(specTypesIn(served.name)).toEqual(['arrayelement', 'clone', 'gene', 'locus', 'polymorphism', 'protocol']);
    expect(specTypesIn(served.accession)).toEqual(['arrayelement', 'cloneend', 'gene', 'locus', 'marker', 'polymorphism']);
    expect(specTypesIn(served.id)).toEqual(['protocol']);
  });

  it.each(recordTypeConfigs.map((config) => [config.file, config] as const))(
    "%s: the route and API type the app's route table reads from the source are the config's own",
    (file, config) => {
      expect(recordIdentityOf(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'), file)).toEqual({ route: config.route, apiType: config.apiType });
    },
  );
});

describe.each(apiTypes)('the API type %s', (apiType) => {
  it('has a schema, mock fixtures, and demo records with unique keys that pass the schema', () => {
    const records = demoDataset[apiType] ?? [];
    expect(records.length).toBeGreaterThan(0);
    const keys = records.map(({ key }) => String(key));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const schema = responseSchemas[apiType] as z.core.$ZodType;
    const failures = records.flatMap(({ key, record }) => {
      const result = z.safeParse(schema, record);
      return result.success ? [] : [`${apiType} ${key}: ${z.prettifyError(result.error)}`];
    });
    expect(failures).toEqual([]);
    const hasPage = recordTypeConfigs.some((config) => config.apiType === apiType);
    expect(existsSync(new URL(`../mocks/fixtures/${apiType}/index.ts`, import.meta.url))).toBe(hasPage);
  });
});
