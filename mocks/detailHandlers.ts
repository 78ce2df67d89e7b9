// Mock detail endpoints (002 §7): GET detail/{type}?key= answers the record or 404; GET detail/{type}/name?name=,
// detail/{type}/accession?accession= and detail/{type}/id?id= answer { data: key } or { data: null }. Besides the
// fixtures, every type serves two special keys: 'malformed' (a response that fails the schema, for the error view)
// and 'slow' (the first fixture after 1.5 s, for loading states). Types without fixtures here fall through to other
// handlers.
import { delay, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { recordTypes } from '../sections';
import type { DetailFixture } from './fixtures/detailFixture';

export type { DetailFixture };

interface DetailFixtureSet {
  fixtures: DetailFixture[];
  malformed: unknown;
}

export const MALFORMED_KEY = 'malformed';
export const SLOW_KEY = 'slow';
export const SLOW_DELAY_MS = 1500;

const fixtureModules = import.meta.glob<Record<string, unknown>>('./fixtures/*/index.ts', { eager: true });

/** The export of a fixture module named, lower-cased, `name` (geneSymbolFixtures for genesymbolfixtures). */
function exportNamed(module: Record<string, unknown>, name: string, where: string): unknown {
  const found = Object.keys(module).find((candidate) => candidate.toLowerCase() === name);
  if (!found) throw new Error(`${where} must export ${name} (in any case).`);
  return module[found];
}

/** Every config's API type, served from its fixtures in mocks/fixtures/<API type>/index.ts. */
export const detailFixtureSets: Record<string, DetailFixtureSet> = Object.fromEntries(
  [...new Set(recordTypes.map((config) => config.apiType))].map((apiType) => {
    const where = `mocks/fixtures/${apiType}/index.ts`;
    const module = fixtureModules[`./fixtures/${apiType}/index.ts`];
    if (!module) throw new Error(`${where} is missing: every record type has fixtures.`);
    const fixtures = exportNamed(module, `${apiType}fixtures`, where) as DetailFixture[];
    return [apiType, { fixtures, malformed: exportNamed(module, `malformed${apiType}`, where) }];
  }),
);

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
