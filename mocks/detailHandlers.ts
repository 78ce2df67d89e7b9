// Mock detail endpoints (002 §7): GET detail/{type}?key= answers the record or 404; GET detail/{type}/name?name=
// and detail/{type}/accession?accession= answer { data: key } or { data: null }. Besides the fixtures, every type
// serves two special keys: 'malformed' (a response that fails the schema, for the error view) and 'slow' (the
// first fixture after 1.5 s, for loading states). Types without fixtures here fall through to other handlers.
import { delay, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { geneFixtures, malformedGene } from './fixtures/gene';
import { locusFixtures, malformedLocus } from './fixtures/locus';
import { malformedProtein, proteinFixtures } from './fixtures/protein';

/** One record a mock detail endpoint serves: by key, by its name (upper-cased) or by any of its accessions. */
export interface DetailFixture {
  key: string;
  name: string;
  accessions: string[];
  /** The response body; a function so that large records are only built when requested. */
  record: () => unknown;
}

interface DetailFixtureSet {
  fixtures: DetailFixture[];
  malformed: unknown;
}

export const MALFORMED_KEY = 'malformed';
export const SLOW_KEY = 'slow';
export const SLOW_DELAY_MS = 1500;

export const detailFixtureSets: Record<string, DetailFixtureSet> = {
  locus: { fixtures: locusFixtures, malformed: malformedLocus },
  gene: { fixtures: geneFixtures, malformed: malformedGene },
  protein: { fixtures: proteinFixtures, malformed: malformedProtein },
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
  ];
}

export const detailHandlers: RequestHandler[] = Object.entries(detailFixtureSets).flatMap(([apiType, set]) => handlersFor(apiType, set));
