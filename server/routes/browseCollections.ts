// The browse collections' calls (002 §2.1): the gene families list and a family's page, and a microarray
// experiment's page. The list answers everyone, as browse pages have no role restriction (002 §6); a family's and an
// experiment's page show their records, which need a subscription like a detail page (access/contentAccess.ts).
//   GET /api/browse/gene-families                 → [{ key, name, countText, submitter: { type, communityId, name } }]
//   GET /api/browse/gene-family?key=              → the list entry + { description, dateLastModified, hasRecord, members }
//   GET /api/browse/microarray-experiment?name=   → { key, experiment, slides: [{ name, elementCount }], arrayElements }
// A missing parameter answers 400 naming it; an unknown family or experiment 404. The list of microarray experiment
// names itself is the static list GET /api/static/microarray-experiments.json (routes/sideData.ts).
// The list is a file read once, and family and experiment records change only when the database is seeded, so each
// answer is made once (its JSON text and compressed forms) and sent as it is afterwards.
import type { FastifyInstance } from 'fastify';
import type { GeneFamilyCatalog } from '../browse/geneFamilies';
import type { MicroarrayExperimentPages } from '../browse/microarrayExperiments';
import { notFound, queryText } from '../downloads/requestErrors';
import { prepareJson, type PreparedAnswer } from '../http/preparedAnswer';
import { sendPreparedAnswer } from '../http/sendPreparedAnswer';

/**
 * Answers made once per key, from what `read` gives on the key's first request (undefined: nothing to answer, and
 * nothing kept). Only keys that name a family or an experiment are kept, so the map stays as small as the list.
 */
function keptAnswers() {
  const answers = new Map<string, PreparedAnswer>();
  return async (key: string, read: () => unknown): Promise<PreparedAnswer | undefined> => {
    const kept = answers.get(key);
    if (kept) return kept;
    const data = await read();
    if (data === undefined) return undefined;
    const answer = prepareJson(JSON.stringify(data));
    answers.set(key, answer);
    return answer;
  };
}

export interface BrowseCollectionRoutesOptions {
  /** The gene families list (a static file) and each family's members. */
  geneFamilies: GeneFamilyCatalog;
  /** The microarray experiments and their slides and array elements. */
  experiments: MicroarrayExperimentPages;
}

export async function browseCollectionRoutes(app: FastifyInstance, { geneFamilies, experiments }: BrowseCollectionRoutesOptions): Promise<void> {

  const listAnswer = keptAnswers();
  const familyAnswer = keptAnswers();
  const experimentAnswer = keptAnswers();

  app.get('/api/browse/gene-families', async (request, reply) =>
    sendPreparedAnswer(request, reply, (await listAnswer('list', () => geneFamilies.families()))!),
  );

  app.get('/api/browse/gene-family', async (request, reply) => {
    const key = queryText(request.query, 'key', { required: true })!;
    const answer = await familyAnswer(key, () => geneFamilies.family(key));
    if (!answer) throw notFound(`No gene family has the key "${key}".`);
    return sendPreparedAnswer(request, reply, answer);
  });

  app.get('/api/browse/microarray-experiment', async (request, reply) => {
    const name = queryText(request.query, 'name', { required: true })!;
    // Kept by the experiment's key: a name is matched without case, so many spellings name one experiment.
    const experiment = await experiments.byName(name);
    if (!experiment) throw notFound(`No microarray experiment is named "${name}".`);
    return sendPreparedAnswer(request, reply, (await experimentAnswer(experiment.key, () => experiment))!);
  });
}
