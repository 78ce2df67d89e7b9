// The keyword, person, organization, publication, protocol, communication and analysis reference fixtures: each
// passes its schema, and the populated ones are the demo dataset's records, so mock mode shows what the reference
// server shows.
import { describe, expect, it } from 'vitest';
import { analysisReferenceRecords } from '../../data/records/analysisreference';
import { communicationRecords } from '../../data/records/communication';
import { organizationRecords } from '../../data/records/organization';
import { personRecords } from '../../data/records/person';
import { protocolRecords } from '../../data/records/protocol';
import { publicationRecords } from '../../data/records/publication';
import { detailFixtureSets, type DetailFixture } from '../../mocks/detailHandlers';
import { recordSchemaOf } from '../../schemas';
import { answerWithMockApi } from './mockApi';

answerWithMockApi();

const types = ['keyword', 'person', 'organization', 'publication', 'protocol', 'communication', 'analysisreference'] as const;
const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) => (result.success ? [] : result.error?.issues);
const fixturesOf = (type: (typeof types)[number]): DetailFixture[] => detailFixtureSets[type]?.fixtures ?? [];

describe.each(types)('%s fixtures', (type) => {
  it('pass the schema, and parse to the response itself', () => {
    expect(fixturesOf(type).length).toBeGreaterThanOrEqual(3);
    for (const fixture of fixturesOf(type)) {
      const record = fixture.record();
      expect(issuesOf(recordSchemaOf(type).safeParse(record)), fixture.key).toEqual([]);
      expect(recordSchemaOf(type).parse(record)).toEqual(record);
    }
  });

  it('include an all-empty record under a 99999xx key', () => {
    expect(fixturesOf(type).some((fixture) => /^99999\d\d$/.test(fixture.key))).toBe(true);
  });
});

describe('populated fixtures', () => {
  it.each([
    ['person', personRecords],
    ['organization', organizationRecords],
    ['publication', publicationRecords],
    ['protocol', protocolRecords],
    ['communication', communicationRecords],
    ['analysisreference', analysisReferenceRecords],
  ] as const)('of %s are the demo dataset records under the same keys', (type, records) => {
    const fromDataset = fixturesOf(type).filter((fixture) => records.some((record) => String(record.key) === fixture.key));
    expect(fromDataset.length).toBeGreaterThan(0);
    for (const fixture of fromDataset) {
      expect(fixture.record()).toEqual(records.find((record) => String(record.key) === fixture.key)?.record);
    }
  });
});

describe('the mock protocol id lookup', () => {
  const lookup = async (id: string) => (await (await fetch(`http://localhost/api/detail/protocol/id?id=${id}`)).json()) as unknown;

  it("resolves a protocol's own id to its key, and an unknown id to null", async () => {
    expect(await lookup('1001')).toEqual({ data: '6301001' });
    expect(await lookup('424242')).toEqual({ data: null });
  });
});
