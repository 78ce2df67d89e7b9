import { describe, expect, it } from 'vitest';
import type { DetailFixture } from '../../mocks/fixtures/detailFixture';
import { dh10bHostStrain, emptyHostStrain, generateLongHostStrain, hostStrainFixtures } from '../../mocks/fixtures/hoststrain';
import { emptyLibrary, generateManyStocksLibrary, libraryFixtures, tamuLibrary } from '../../mocks/fixtures/library';
import { emptyMarker, generateManyEcotypeMarker, lhyDcapsMarker, MANY_ECOTYPE_MARKER_ROWS, markerFixtures } from '../../mocks/fixtures/marker';
import { at1te12295Transposon, emptyTransposon, generateListedPartsTransposon, transposonFixtures } from '../../mocks/fixtures/transposon';
import { atcopia78Family, emptyFamily, generateLargeFamily, LARGE_FAMILY_ELEMENTS, transposonFamilyFixtures } from '../../mocks/fixtures/transposonfamily';
import { emptyVector, generateMixedStocksVector, pbin19Vector, vectorFixtures } from '../../mocks/fixtures/vector';
import { recordSchemaOf, recordSchemas } from '../../schemas';
import { answerWithMockApi } from './mockApi';

answerWithMockApi();

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) => (result.success ? [] : result.error?.issues);

const sets: [keyof typeof recordSchemas, DetailFixture[]][] = [
  ['marker', markerFixtures],
  ['hoststrain', hostStrainFixtures],
  ['library', libraryFixtures],
  ['vector', vectorFixtures],
  ['transposon', transposonFixtures],
  ['transposonfamily', transposonFamilyFixtures],
];

describe.each(sets)('%s fixtures', (type, fixtures) => {
  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))('%s passes the schema', (_, fixture) => {
    expect(issuesOf(recordSchemaOf(type).safeParse(fixture.record()))).toEqual([]);
  });

  it('have keys of their own', () => {
    expect(new Set(fixtures.map((fixture) => fixture.key)).size).toBe(fixtures.length);
  });
});

describe('the populated, empty and edge-case records', () => {
  it.each([
    ['marker', lhyDcapsMarker],
    ['hoststrain', dh10bHostStrain],
    ['library', tamuLibrary],
    ['vector', pbin19Vector],
    ['transposon', at1te12295Transposon],
    ['transposonfamily', atcopia78Family],
  ] as const)('the %s demo record parses to itself: nothing is added, dropped or rewritten', (type, record) => {
    expect(recordSchemaOf(type).parse(record)).toEqual(record);
  });

  it('leave every list of the empty records empty', () => {
    for (const record of [emptyMarker, emptyHostStrain, emptyLibrary, emptyVector, emptyTransposon, emptyFamily]) {
      const lists = Object.values(record).filter(Array.isArray);
      expect(lists.length).toBeGreaterThan(0);
      for (const list of lists) expect(list).toEqual([]);
    }
  });

  it('build the large records at their stated sizes, the same on every call', () => {
    expect(generateManyEcotypeMarker().pcrProductLengths).toHaveLength(MANY_ECOTYPE_MARKER_ROWS);
    expect(generateLargeFamily().associatedTransposons).toHaveLength(LARGE_FAMILY_ELEMENTS);
    for (const generate of [generateManyEcotypeMarker, generateLongHostStrain, generateManyStocksLibrary, generateMixedStocksVector, generateListedPartsTransposon, generateLargeFamily]) {
      expect(generate()).toEqual(generate());
    }
  });

  it('give the mixed-stocks vector one stock of each availability', () => {
    const availabilities = generateMixedStocksVector().stockDetails.map((stock) => stock.stockAvailabilityType);
    expect(availabilities.sort()).toEqual(['available', 'no longer distributed', 'not available', 'not yet received']);
  });
});

describe('mock marker endpoints', () => {
  const get = async (path: string) => {
    const response = await fetch(`http://localhost/api/${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('resolve a whole-number accession to the marker it names', async () => {
    expect((await get('detail/marker/accession?accession=4102050')).body).toEqual({ data: '4102050' });
    expect((await get('detail/marker/accession?accession=4102999')).body).toEqual({ data: null });
  });

  it('serve each of the other types by key', async () => {
    for (const path of ['detail/hoststrain?key=6101002', 'detail/library?key=6201001', 'detail/vector?key=6001001', 'detail/transposon?key=6900001', 'detail/transposonfamily?key=6800001']) {
      expect((await get(path)).status).toBe(200);
    }
  });
});
