// Mock detail endpoints (002 §7): GET detail/{type}?key= answers the record or 404; GET detail/{type}/name?name=,
// detail/{type}/accession?accession= and detail/{type}/id?id= answer { data: key } or { data: null }. Besides the
// fixtures, every type serves two special keys: 'malformed' (a response that fails the schema, for the error view)
// and 'slow' (the first fixture after 1.5 s, for loading states). Types without fixtures here fall through to other
// handlers.
import { delay, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { geneFixtures, malformedGene } from './fixtures/gene';
import { locusFixtures, malformedLocus } from './fixtures/locus';
import { malformedProtein, proteinFixtures } from './fixtures/protein';
import { geneSymbolFixtures, malformedGeneSymbol } from './fixtures/genesymbol';
import { arrayElementFixtures, malformedArrayElement } from './fixtures/arrayelement';
import { malformedSequence, sequenceFixtures } from './fixtures/sequence';
import { keywordFixtures, malformedKeyword } from './fixtures/keyword';
import { malformedPerson, personFixtures } from './fixtures/person';
import { malformedOrganization, organizationFixtures } from './fixtures/organization';
import { malformedPublication, publicationFixtures } from './fixtures/publication';
import { malformedProtocol, protocolFixtures } from './fixtures/protocol';
import { communicationFixtures, malformedCommunication } from './fixtures/communication';
import { analysisReferenceFixtures, malformedAnalysisReference } from './fixtures/analysisreference';
import { malformedMarker, markerFixtures } from './fixtures/marker';
import { hostStrainFixtures, malformedHostStrain } from './fixtures/hoststrain';
import { libraryFixtures, malformedLibrary } from './fixtures/library';
import { malformedVector, vectorFixtures } from './fixtures/vector';
import { malformedTransposon, transposonFixtures } from './fixtures/transposon';
import { malformedTransposonFamily, transposonFamilyFixtures } from './fixtures/transposonfamily';
import { germplasmFixtures, malformedGermplasm } from './fixtures/germplasm';
import { malformedPolymorphism, polymorphismFixtures } from './fixtures/polymorphism';
import { ecotypeFixtures, malformedEcotype } from './fixtures/ecotype';
import { cloneFixtures, malformedClone } from './fixtures/clone';
import { cloneEndFixtures, malformedCloneEnd } from './fixtures/cloneend';
import type { DetailFixture } from './fixtures/detailFixture';

interface DetailFixtureSet {
  fixtures: DetailFixture[];
  malformed: unknown;
}

export const MALFORMED_KEY = 'malformed';
export const SLOW_KEY = 'slow';
export const SLOW_DELAY_MS = 1500;

export const detailFixtureSets: Record<string, DetailFixtureSet> = {
  marker: { fixtures: markerFixtures, malformed: malformedMarker },
  hoststrain: { fixtures: hostStrainFixtures, malformed: malformedHostStrain },
  library: { fixtures: libraryFixtures, malformed: malformedLibrary },
  vector: { fixtures: vectorFixtures, malformed: malformedVector },
  transposon: { fixtures: transposonFixtures, malformed: malformedTransposon },
  transposonfamily: { fixtures: transposonFamilyFixtures, malformed: malformedTransposonFamily },
  locus: { fixtures: locusFixtures, malformed: malformedLocus },
  gene: { fixtures: geneFixtures, malformed: malformedGene },
  protein: { fixtures: proteinFixtures, malformed: malformedProtein },
  genesymbol: { fixtures: geneSymbolFixtures, malformed: malformedGeneSymbol },
  arrayelement: { fixtures: arrayElementFixtures, malformed: malformedArrayElement },
  sequence: { fixtures: sequenceFixtures, malformed: malformedSequence },
  keyword: { fixtures: keywordFixtures, malformed: malformedKeyword },
  person: { fixtures: personFixtures, malformed: malformedPerson },
  organization: { fixtures: organizationFixtures, malformed: malformedOrganization },
  publication: { fixtures: publicationFixtures, malformed: malformedPublication },
  protocol: { fixtures: protocolFixtures, malformed: malformedProtocol },
  communication: { fixtures: communicationFixtures, malformed: malformedCommunication },
  analysisreference: { fixtures: analysisReferenceFixtures, malformed: malformedAnalysisReference },
  germplasm: { fixtures: germplasmFixtures, malformed: malformedGermplasm },
  polymorphism: { fixtures: polymorphismFixtures, malformed: malformedPolymorphism },
  ecotype: { fixtures: ecotypeFixtures, malformed: malformedEcotype },
  clone: { fixtures: cloneFixtures, malformed: malformedClone },
  cloneend: { fixtures: cloneEndFixtures, malformed: malformedCloneEnd },
};

// Fixture records are plain JSON-like data; malformed ones are typed unknown on purpose.
const json = (body: unknown, init?: ResponseInit) => HttpResponse.json(body as JsonBodyType, init);

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function handlersFor(apiType: string, { fixtures, malformed }: DetailFixtureSet): RequestHandler[] {
  const lookupAnswer = (fixture: DetailFixture | undefined) => HttpResponse.json({ data: fixture ? fixture.key : null });
  return [
    http.get(`*/api/detail/${apiType}`, async ({ request }) => {
      const key = new URL(request.url).searchParams.get('key') ?? '';
      if (key === MALFORMED_KEY) return json(malformed);
      if (key === SLOW_KEY) {
        await delay(SLOW_DELAY_MS);
        return json(fixtures[0]?.record() ?? null);
      }
      const fixture = fixtures.find((candidate) => candidate.key === key.trim());
      if (!fixture) return json({ error: `No ${apiType} has the key "${key}".` }, { status: 404 });
      return json(fixture.record());
    }),
    http.get(`*/api/detail/${apiType}/name`, ({ request }) => {
      // 002 §5: the client upper-cases names; the mock compares without case so either works.
      const name = new URL(request.url).searchParams.get('name') ?? '';
      return lookupAnswer(fixtures.find((fixture) => name !== '' && same(fixture.name, name)));
    }),
    http.get(`*/api/detail/${apiType}/accession`, ({ request }) => {
      const accession = new URL(request.url).searchParams.get('accession') ?? '';
      return lookupAnswer(fixtures.find((fixture) => accession !== '' && fixture.accessions.some((known) => same(known, accession))));
    }),
    http.get(`*/api/detail/${apiType}/id`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')?.trim() ?? '';
      return lookupAnswer(fixtures.find((fixture) => id !== '' && (fixture.ids ?? []).includes(id)));
    }),
  ];
}

export const detailHandlers: RequestHandler[] = Object.entries(detailFixtureSets).flatMap(([apiType, set]) => handlersFor(apiType, set));
