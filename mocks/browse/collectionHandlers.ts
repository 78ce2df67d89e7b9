import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { sideDataLocations } from '../../src/api/sideData';
import { memberRefusal } from '../accessRefusals';
import { bareExperiment, experimentNames, fbox, geneFamilies, mybRelated, saltSeries, wrky } from './collectionFixtures';

// The browse collection calls: the static list of microarray experiment names, one experiment by name, the gene
// family list and one family by key (server/routes/browseCollections.ts answers them for real).
const experimentListUrl = sideDataLocations.microarrayExperiments;
const experimentUrl = '*/api/browse/microarray-experiment';
const familiesUrl = '*/api/browse/gene-families';
const familyUrl = '*/api/browse/gene-family';

const experiments = new Map([saltSeries, bareExperiment].map((page) => [page.experiment.name.toUpperCase(), page]));
const families = new Map([mybRelated, wrky, fbox].map((family) => [family.key, family]));
const notFound = (error: string) => HttpResponse.json({ error }, { status: 404 });

export const collectionHandlers: RequestHandler[] = [
  http.get(experimentListUrl, () => HttpResponse.json(experimentNames)),
  http.get(experimentUrl, ({ request }) => {
    const name = new URL(request.url).searchParams.get('name') ?? '';
    return experiments.get(name.toUpperCase()) ? HttpResponse.json(experiments.get(name.toUpperCase())) : notFound(`No microarray experiment is named "${name}".`);
  }),
  http.get(familiesUrl, () => HttpResponse.json(geneFamilies)),
  http.get(familyUrl, ({ request }) => {
    const key = new URL(request.url).searchParams.get('key') ?? '';
    return families.get(key) ? HttpResponse.json(families.get(key)) : notFound(`No gene family has the key "${key}".`);
  }),
];

// Overrides for stories: every collection call answers this way.
const every = (answer: () => Promise<Response> | Response): RequestHandler[] =>
  [experimentListUrl, experimentUrl, familiesUrl, familyUrl].map((url) => http.get(url, answer));

/** The calls never answer: the loading state stays. */
export const pendingCollectionHandlers = (): RequestHandler[] =>
  every(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });

/** The calls fail with a server error. */
export const failingCollectionHandlers = (): RequestHandler[] => every(() => HttpResponse.json({ error: 'Internal server error.' }, { status: 500 }));

/**
 * A member with no usage units left: the lists answer (they are public), the experiment and family records are
 * refused with the server's 403 (subscription content, server/access/contentAccess.ts).
 */
export const memberRefusedCollectionHandlers = (): RequestHandler[] => [
  http.get(experimentUrl, memberRefusal),
  http.get(familyUrl, memberRefusal),
  ...collectionHandlers,
];

/** The lists are empty. */
export const emptyCollectionHandlers = (): RequestHandler[] => [http.get(experimentListUrl, () => HttpResponse.json([])), http.get(familiesUrl, () => HttpResponse.json([]))];

/** The lists are long enough to page. */
export const longCollectionHandlers = (names: string[], familyList: unknown[]): RequestHandler[] => [
  http.get(experimentListUrl, () => HttpResponse.json(names)),
  http.get(familiesUrl, () => HttpResponse.json(familyList)),
];
