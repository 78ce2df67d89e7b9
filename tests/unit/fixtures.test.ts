import { describe, expect, it } from 'vitest';
import { geneSchema } from '../../schemas/gene';
import { recordSchemaOf } from '../../schemas';
import { recordTypes } from '../../sections';
import { locusSchema } from '../../schemas/locus';
import { derivations } from '../../src/engine/derivations';
import { detailFixtureSets, MALFORMED_KEY } from '../../mocks/detailHandlers';
import { geneFixtures, nac001Gene } from '../../mocks/fixtures/gene';
import { generateLargeLocus, LARGE_LOCUS_ID, locusFixtures, nac001Locus } from '../../mocks/fixtures/locus';
import { geneRecords } from '../../data/records/gene';
import { locusRecords } from '../../data/records/locus';
import { LARGE_LOCUS_COUNTS } from '../../data/records/locus/fixtures/largeLocus';
import { proteinRecords } from '../../data/records/protein';
import type { DetailFixture } from '../../mocks/detailHandlers';
import {
  generateLongProtein,
  LONG_PROTEIN_ID,
  LONG_PROTEIN_LENGTH,
  NAC001_PROTEIN_SEQUENCE,
  nac001Protein,
  proteinFixtures,
} from '../../mocks/fixtures/protein';
import { proteinSchema } from '../../schemas/protein';
import { answerWithMockApi } from './mockApi';

answerWithMockApi();

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) => (result.success ? [] : result.error?.issues);

describe('locus fixtures', () => {
  it.each(locusFixtures.map((fixture) => [fixture.name, fixture] as const))('%s passes the locus schema', (_, fixture) => {
    expect(issuesOf(locusSchema.safeParse(fixture.record()))).toEqual([]);
  });

  it('parse to the response itself: nothing is added, dropped or rewritten', () => {
    expect(locusSchema.parse(nac001Locus)).toEqual(nac001Locus);
  });

  it('include more than 15 germplasms, polymorphisms and publications for AT1G01010', () => {
    expect(nac001Locus.germplasms.length).toBeGreaterThan(15);
    expect(nac001Locus.polymorphisms.length).toBeGreaterThan(15);
    expect(nac001Locus.publications.length).toBeGreaterThanOrEqual(20);
  });

  it('serve a large locus with the benchmark sizes, the same on every call', () => {
    const large = generateLargeLocus();
    const annotations = large.annotationGroups.flatMap((group) => group.annotations);
    expect(annotations).toHaveLength(LARGE_LOCUS_COUNTS.annotations);
    expect(large.publications).toHaveLength(LARGE_LOCUS_COUNTS.publications);
    expect(large.germplasms).toHaveLength(LARGE_LOCUS_COUNTS.germplasms);
    expect(large.polymorphisms).toHaveLength(LARGE_LOCUS_COUNTS.polymorphisms);
    expect(generateLargeLocus()).toEqual(large);
    expect(locusFixtures.some((fixture) => fixture.key === String(LARGE_LOCUS_ID))).toBe(true);
  });
});

describe('gene fixtures', () => {
  it.each(geneFixtures.map((fixture) => [fixture.name, fixture] as const))('%s passes the gene schema', (_, fixture) => {
    expect(issuesOf(geneSchema.safeParse(fixture.record()))).toEqual([]);
  });

  it("give AT1G01010.1 an ORF and exons, so its UTRs and introns are derived", () => {
    const types = (derivations.geneFeatures(nac001Gene) as { assignmentFeatureType: string }[]).map((row) => row.assignmentFeatureType);
    expect(types).toEqual(expect.arrayContaining(['five_prime_UTR', 'three_prime_UTR', 'intron']));
  });
});

describe('protein fixtures', () => {
  it.each(proteinFixtures.map((fixture) => [fixture.name, fixture] as const))('%s passes the protein schema', (_, fixture) => {
    expect(issuesOf(proteinSchema.safeParse(fixture.record()))).toEqual([]);
  });

  it('parse to the response itself: nothing is added, dropped or rewritten', () => {
    expect(proteinSchema.parse(nac001Protein)).toEqual(nac001Protein);
  });

  it('serve the AT1G01010.1 protein at the key the locus Protein Data row links to', () => {
    const linkedKeys = nac001Locus.proteinSequences.map((protein) => String(protein.tairObjectId));
    expect(proteinFixtures.find((fixture) => linkedKeys.includes(fixture.key))?.record()).toBe(nac001Protein);
  });

  it('give AT1G01010.1 its 429 residues, matching its stated length', () => {
    expect(NAC001_PROTEIN_SEQUENCE).toMatch(/^[ACDEFGHIKLMNPQRSTVWY]+$/);
    expect(NAC001_PROTEIN_SEQUENCE).toHaveLength(429);
    expect(nac001Protein.proteinProperties.length).toBe(NAC001_PROTEIN_SEQUENCE.length);
  });

  it('build a long protein of 3,000 residues, the same on every call', () => {
    const long = generateLongProtein();
    expect(long.sequence).toHaveLength(LONG_PROTEIN_LENGTH);
    expect(long.sequence).toMatch(/^M[ACDEFGHIKLMNPQRSTVWY]+$/);
    expect(generateLongProtein()).toEqual(long);
  });
});

describe('the fixtures the reference server serves too', () => {
  /** The mock handlers' fixtures, but for the benchmark's generated locus and the long protein of the stories. */
  const servedFixtures: [string, DetailFixture[], readonly { key: string | number; name?: string | null; accession?: string | null; record: unknown }[]][] = [
    ['locus', locusFixtures.filter((fixture) => fixture.key !== String(LARGE_LOCUS_ID)), locusRecords],
    ['gene', geneFixtures, geneRecords],
    ['protein', proteinFixtures.filter((fixture) => fixture.key !== String(LONG_PROTEIN_ID)), proteinRecords],
  ];

  it.each(servedFixtures)('serves each %s fixture unchanged, under the key, name and accession mock mode answers to', (type, fixtures, demos) => {
    for (const fixture of fixtures) {
      const demo = demos.find((candidate) => String(candidate.key) === fixture.key);
      expect(demo?.record, `${type} ${fixture.key}`).toEqual(fixture.record());
      expect(demo?.name).toBe(fixture.name);
      expect(fixture.accessions).toContain(demo?.accession);
    }
  });
});

describe('malformed fixtures', () => {
  // Fixture sets are keyed by the server's type; schemas by the config's (they differ for array_element, polyallele).
  const schemaOf = (apiType: string) =>
    recordSchemaOf(recordTypes.find((config) => config.apiType === apiType)?.type ?? apiType);
  it.each(Object.entries(detailFixtureSets))('the %s one fails its schema', (apiType, set) => {
    expect(schemaOf(apiType).safeParse(set.malformed).success).toBe(false);
  });
});

describe('mock detail endpoints', () => {
  const get = async (path: string) => {
    const response = await fetch(`http://localhost/api/${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('serve a record by key', async () => {
    const { status, body } = await get('detail/locus?key=2200935');
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'AT1G01010' });
  });

  it('answer 404 for an unknown key', async () => {
    expect((await get('detail/gene?key=123')).status).toBe(404);
    expect((await get('detail/protein?key=123')).status).toBe(404);
  });

  it('serve a protein by key', async () => {
    const { status, body } = await get('detail/protein?key=1009117474');
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'AT1G01010.1', proteinProperties: { length: 429 } });
  });

  it('resolve an upper-cased name to its key, and an unknown name to null', async () => {
    expect((await get('detail/gene/name?name=AT1G01010.1')).body).toEqual({ data: '6530298709' });
    expect((await get('detail/locus/name?name=AT9G00000')).body).toEqual({ data: null });
  });

  it('resolve an accession to its key', async () => {
    expect((await get('detail/locus/accession?accession=Locus:2200935')).body).toEqual({ data: '2200935' });
    expect((await get('detail/locus/accession?accession=1')).body).toEqual({ data: null });
  });

  it("serve the malformed record at key 'malformed'", async () => {
    const { status, body } = await get(`detail/locus?key=${MALFORMED_KEY}`);
    expect(status).toBe(200);
    expect(locusSchema.safeParse(body).success).toBe(false);
  });
});
