import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import { recordSchemaOf } from '../../../schemas';
import { recordTypes } from '../../../sections';
import { schemasAtPath } from '../config/zodPaths';
import { templatePaths } from '../templates';
import { recordFacts } from './recordFacts';
import { bioschemasProfiles, CONFORMS_TO } from './schemaOrgTypes';
import { structuredData } from './structuredData';

// Every record type is cited and described through its config: the templates must read paths its response has,
// and the demo records must come out with what their Bioschemas profile requires.

const templatesOf = (value: string | readonly string[] | undefined) => (value === undefined ? [] : typeof value === 'string' ? [value] : value);

const cases = recordTypes.map((config) => ({
  type: config.type,
  config,
  schema: recordSchemaOf(config.type),
  demo: (demoDataset[config.apiType] ?? []).find((candidate) => !candidate.linkTarget),
}));

describe('structuredData in the record-type configs', () => {
  it.each(cases)('$type says how its records are described', ({ config }) => {
    expect(config.structuredData).toBeDefined();
  });

  it.each(cases)('$type reads only paths its response schema has', ({ config, schema }) => {
    const described = config.structuredData;
    const templates = [described?.name, described?.identifier, described?.description, described?.alternateName, ...Object.values(described?.properties ?? {})].flatMap(templatesOf);
    const missing = templates.flatMap((template) => templatePaths(template).item).filter((path) => schemasAtPath(schema, path).length === 0);
    expect(missing).toEqual([]);
  });

  it.each(cases)('$type: a demo record gets a name and every minimum property of its profile', ({ config, demo }) => {
    const url = `https://portal.example${config.route}?key=${String(demo?.key)}`;
    const data = structuredData(recordFacts(config, demo?.record), url);
    expect(typeof data.name === 'string' && data.name.length > 0).toBe(true);
    const profile = bioschemasProfiles[data['@type'] as keyof typeof bioschemasProfiles];
    if (profile) expect(data[CONFORMS_TO]).toEqual({ '@id': profile.url });
    for (const property of profile?.minimum ?? ['identifier', 'url']) {
      expect(data[property], property).toEqual(expect.stringMatching(/\S/));
    }
  });

  it.each(cases.filter(({ demo }) => demo?.accession))('$type cites the accession its accession lookup knows', ({ config, demo }) => {
    expect(recordFacts(config, demo?.record).accession).toBe(demo?.accession);
  });

  it('describes loci and gene models as Gene, proteins as Protein, publications, people and organizations by their own types', () => {
    const typeOf = (recordType: string) => cases.find((entry) => entry.type === recordType)?.config.structuredData?.type;
    expect(['locus', 'gene', 'protein', 'publication', 'person', 'organization'].map(typeOf)).toEqual([
      'Gene',
      'Gene',
      'Protein',
      'ScholarlyArticle',
      'Person',
      'Organization',
    ]);
  });
});
