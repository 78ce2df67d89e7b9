import { describe, expect, it } from 'vitest';
import type { DetailFixture } from '../../mocks/fixtures/detailFixture';
import { AVAILABILITIES, cloneFixtures, emptyClone, generateManyStocksClone, MANY_STOCKS_CLONE_ID } from '../../mocks/fixtures/clone';
import { cloneEndFixtures, emptyCloneEnd, unplacedCloneEnd } from '../../mocks/fixtures/cloneend';
import { ecotypeFixtures, emptyEcotype, generateFieldCollectedEcotype } from '../../mocks/fixtures/ecotype';
import { demoGermplasm, EMS_POPULATION_ID, emptyGermplasm, germplasmFixtures, LFY_12_GERMPLASM_ID } from '../../mocks/fixtures/germplasm';
import { emptyPolymorphism, generateManyCarriersPolymorphism, MANY_CARRIERS_GERMPLASMS, polymorphismFixtures } from '../../mocks/fixtures/polymorphism';
import { recordSchemaOf, recordSchemas } from '../../schemas';
import { answerWithMockApi } from './mockApi';

answerWithMockApi();

const sets: [keyof typeof recordSchemas, DetailFixture[]][] = [
  ['germplasm', germplasmFixtures],
  ['polyallele', polymorphismFixtures],
  ['ecotype', ecotypeFixtures],
  ['clone', cloneFixtures],
  ['cloneend', cloneEndFixtures],
];

describe.each(sets)('%s fixtures', (type, fixtures) => {
  it('all pass the schema', () => {
    const failing = fixtures.filter((fixture) => !recordSchemaOf(type).safeParse(fixture.record()).success).map((fixture) => fixture.key);
    expect(failing).toEqual([]);
  });

  it('have keys of their own', () => {
    expect(new Set(fixtures.map((fixture) => fixture.key)).size).toBe(fixtures.length);
  });
});

describe('the populated, empty and edge-case records', () => {
  it('serve the demo lfy-12 line as the server does, parsing to itself', () => {
    const lfy12 = demoGermplasm(LFY_12_GERMPLASM_ID);
    expect(lfy12.stock?.stockAvailabilityType).toBe('available');
    expect(recordSchemaOf('germplasm').parse(lfy12)).toEqual(lfy12);
  });

  it('leave every list of the empty records empty', () => {
    for (const record of [emptyGermplasm, emptyPolymorphism, emptyEcotype, emptyClone, emptyCloneEnd]) {
      const lists = Object.values(record).filter(Array.isArray);
      expect(lists.length).toBeGreaterThan(0);
      for (const list of lists) expect(list).toEqual([]);
    }
    expect(emptyGermplasm.pedigree).toEqual({ parentLines: [], progenyLines: [] });
  });

  it('give the EMS population more progeny lines than the page shows', () => {
    expect(demoGermplasm(EMS_POPULATION_ID).pedigree?.progenyLines).toHaveLength(1050);
  });

  it('build the edge cases the same on every call', () => {
    expect(generateManyCarriersPolymorphism().germplasmCollections).toHaveLength(MANY_CARRIERS_GERMPLASMS);
    expect(generateManyCarriersPolymorphism()).toEqual(generateManyCarriersPolymorphism());
    expect(generateFieldCollectedEcotype().collector?.communityId).toBeDefined();
    expect(generateFieldCollectedEcotype()).toEqual(generateFieldCollectedEcotype());
    expect(generateManyStocksClone().stockDetails.map((stock) => stock.stockAvailabilityType)).toEqual([...AVAILABILITIES]);
    expect(generateManyStocksClone()).toEqual(generateManyStocksClone());
    expect(unplacedCloneEnd.globalAssignmentDetails.map((assignment) => assignment.orientation)).toEqual([null, 'X']);
  });
});

describe('mock lookups', () => {
  const lookup = async (path: string) => ((await (await fetch(`http://localhost/api/${path}`)).json()) as { data: unknown }).data;

  it('resolve a polymorphism by its upper-cased name and by its whole-number accession', async () => {
    expect(await lookup('detail/polymorphism/name?name=LFY-12')).toBe('4500902');
    expect(await lookup('detail/polymorphism/accession?accession=4500902')).toBe('4500902');
  });

  it('resolve a clone by name and a clone end by accession', async () => {
    expect(await lookup('detail/clone/name?name=T25K16')).toBe('5001003');
    expect(await lookup(`detail/clone/name?name=CIC9E12`)).toBe(String(MANY_STOCKS_CLONE_ID));
    expect(await lookup('detail/cloneend/accession?accession=CloneEnd:5101002')).toBe('5101002');
    expect(await lookup('detail/cloneend/accession?accession=CloneEnd:1')).toBeNull();
  });
});
