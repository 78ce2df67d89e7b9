import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { sideDataLocations } from '../src/api/sideData';
import { EXPRESSION_DATA_SOURCES } from '../src/renderers/expression-image/dataSources';
import { pantherFixtures, pantherDownloadText } from './fixtures/panther';
import {
  efpImageSvg,
  FAILING_SOURCE,
  NO_DATA_LOCUS,
  NO_DATA_REPORT,
  NO_DATA_SOURCE,
} from '../data/expression/efpImage';

// Side data: PANTHER files (002 §7, one JSON file per locus in object storage) and the eFP image service.
const orthologFiles = `${sideDataLocations.orthologStore}/:file`;
const paralogFiles = `${sideDataLocations.paralogStore}/:file`;
const pantherDownloads = `${sideDataLocations.pantherFiles}/:file`;
// Any origin: the expression service base is empty in mock mode and absolute in production.
const efpImages = '*/api/efp_image/efp_arabidopsis/:source/Absolute/:locus';

const notFound = () => new HttpResponse(null, { status: 404 });

/** '{LOCUSNAME}.json' → the fixture of that locus, if any. */
function pantherFixtureOf(file: unknown) {
  const locusName = typeof file === 'string' ? /^(.+)\.json$/.exec(file)?.[1]?.toUpperCase() : undefined;
  return locusName ? pantherFixtures[locusName] : undefined;
}

const knownDataSources = new Set<string>([...EXPRESSION_DATA_SOURCES, NO_DATA_SOURCE]);
const agiPattern = /^AT[1-5CM]G\d{5}$/i;

export const sideDataHandlers: RequestHandler[] = [
  http.get(orthologFiles, ({ params }) => {
    const fixture = pantherFixtureOf(params.file);
    return fixture ? HttpResponse.json(fixture.orthologs) : notFound();
  }),
  http.get(paralogFiles, ({ params }) => {
    const fixture = pantherFixtureOf(params.file);
    return fixture ? HttpResponse.json(fixture.paralogs) : notFound();
  }),
  http.get(pantherDownloads, ({ params }) => {
    const text = typeof params.file === 'string' ? pantherDownloadText(params.file) : undefined;
    return text === undefined ? notFound() : HttpResponse.text(text);
  }),
  http.get(efpImages, ({ params }) => {
    const source = String(params.source);
    const locus = String(params.locus).toUpperCase();
    // The real service answers bad input with a JSON report and a 400.
    if (!knownDataSources.has(source)) return HttpResponse.json({ wasSuccessful: false, error: 'Invalid eFP View name.' }, { status: 400 });
    if (!agiPattern.test(locus)) return HttpResponse.json({ wasSuccessful: false, error: 'Gene 1 is invalid.' }, { status: 400 });
    if (source === FAILING_SOURCE) return new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
    if (source === NO_DATA_SOURCE || locus === NO_DATA_LOCUS) return HttpResponse.json(NO_DATA_REPORT);
    return new HttpResponse(efpImageSvg(source, locus), { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];

// Overrides for stories and tests (parameters.msw.handlers, or server.use in jsdom).

/** Both PANTHER files answer with this status (002 §4: a failure is treated as absent). */
export const failingPantherHandlers = (status = 500): RequestHandler[] => [
  http.get(orthologFiles, () => new HttpResponse('Internal Server Error', { status })),
  http.get(paralogFiles, () => new HttpResponse('Internal Server Error', { status })),
];

/** Only the paralog file fails. */
export const failingParalogHandler = (status = 500): RequestHandler =>
  http.get(paralogFiles, () => new HttpResponse('Internal Server Error', { status }));

/** The paralog file is not JSON. */
export const malformedParalogHandler = (): RequestHandler =>
  http.get(paralogFiles, () => new HttpResponse('{"target_agi": ', { headers: { 'Content-Type': 'application/json' } }));

/** PANTHER files that never arrive, for loading states. */
export const pendingPantherHandlers = (): RequestHandler[] => [
  http.get(orthologFiles, async () => {
    await delay('infinite');
    return notFound();
  }),
  http.get(paralogFiles, async () => {
    await delay('infinite');
    return notFound();
  }),
];

/** Expression images that never arrive. */
export const pendingExpressionImageHandler = (): RequestHandler =>
  http.get(efpImages, async () => {
    await delay('infinite');
    return notFound();
  });

/** The expression service cannot be reached at all (a network error, not an HTTP status). */
export const unreachableExpressionImageHandler = (): RequestHandler => http.get(efpImages, () => HttpResponse.error());

/** The expression service reports that it has no data. */
export const noExpressionDataHandler = (): RequestHandler => http.get(efpImages, () => HttpResponse.json(NO_DATA_REPORT));

/** The expression service fails with a 500 and no report. */
export const failingExpressionImageHandler = (): RequestHandler =>
  http.get(efpImages, () => new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }));
