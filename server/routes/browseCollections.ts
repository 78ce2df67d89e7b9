// The browse collections' calls (002 §2.1): the gene families list and a family's page, and a microarray
// experiment's page. Browse pages have no role restriction (002 §6), so these answer everyone.
//   GET /api/browse/gene-families                 → [{ key, name, countText, submitter: { type, communityId, name } }]
//   GET /api/browse/gene-family?key=              → the list entry + { description, dateLastModified, hasRecord, members }
//   GET /api/browse/microarray-experiment?name=   → { key, experiment, slides: [{ name, elementCount }], arrayElements }
// A missing parameter answers 400 naming it; an unknown family or experiment 404. The list of microarray experiment
// names itself is the static list GET /api/static/microarray-experiments.json (routes/sideData.ts).
import type { FastifyInstance } from 'fastify';
import { geneFamilyCatalog } from '../browse/geneFamilies';
import { microarrayExperimentPages } from '../browse/microarrayExperiments';
import { recordStore } from '../db/records';
import { notFound, queryText } from '../downloads/requestErrors';
import { staticListsDirectory } from '../sideData/config';

export interface BrowseCollectionRoutesOptions {
  /** STATIC_LISTS_DIR or data/static by default. */
  staticDir?: string;
}

export async function browseCollectionRoutes(app: FastifyInstance, { staticDir = staticListsDirectory() }: BrowseCollectionRoutesOptions = {}): Promise<void> {
  const records = recordStore(app.db);
  const geneFamilies = geneFamilyCatalog(staticDir, records);
  const experiments = microarrayExperimentPages(app.db, records);

  app.get('/api/browse/gene-families', async () => geneFamilies.families());

  app.get('/api/browse/gene-family', async (request) => {
    const key = queryText(request.query, 'key', { required: true })!;
    const family = await geneFamilies.family(key);
    if (!family) throw notFound(`No gene family has the key "${key}".`);
    return family;
  });

  app.get('/api/browse/microarray-experiment', async (request) => {
    const name = queryText(request.query, 'name', { required: true })!;
    const experiment = experiments.byName(name);
    if (!experiment) throw notFound(`No microarray experiment is named "${name}".`);
    return experiment;
  });
}
