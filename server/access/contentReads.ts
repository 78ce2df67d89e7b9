// What one request reads of the content the subscription sells, as the records it would be charged for like detail
// reads (server/detailAccess.ts): a detail record, a premium file, a tool run, found before the route runs. Each
// function reads the request the way its route does (the same body schemas and parameter rules), so what is charged
// is what the route answers; a request its route will refuse (400, 404) reads nothing. The loci of a gene action are
// found by the work itself, in a worker thread, and charged when it is done (READ_BY_THE_ANSWER).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { isPremiumPath } from '../../contracts/download/premiumRule';
import type { geneFamilyCatalog } from '../browse/geneFamilies';
import type { RecordReader } from '../db/recordReader';
import { findPublishedEntry } from '../downloads/publishedFile';
import { queryText } from '../downloads/requestErrors';
import { DETAIL_TYPES, queryValue } from '../routes/detail';
import { LEGACY_FILE_PREFIX } from '../routes/downloads';
import type { RecordRead } from '../subscriptions/usage';
import { BlastInputError, readBlastRequest } from '../tools/blast/blastRequest';
import { UnsupportedWithMismatches } from '../tools/patmatch/approximateMatcher';
import { compileMatcher } from '../tools/patmatch/matcher';
import { PatternError } from '../../contracts/patmatch/pattern';
import { readPatmatchRequest, RequestError as PatmatchRequestError } from '../tools/patmatch/request';

/** Where the reads are looked up: the same stores the routes answer from. */
export interface ContentSources {
  records: RecordReader;
  geneFamilies: ReturnType<typeof geneFamilyCatalog>;
  /** The download root the download routes serve. */
  downloadsRoot: string;
}

/**
 * The records a request reads (none: a lookup, or a list entry without a record, which needs a unit left but spends
 * none); 'refused by the route' when the route answers it with 400 or 404 and so shows nothing; 'public' when this
 * request asks for nothing the subscription sells (a file outside the subscriber releases).
 */
export type ContentReads = RecordRead[] | 'refused by the route' | 'public';

export type ReadsOf = (request: FastifyRequest, sources: ContentSources) => ContentReads | Promise<ContentReads>;

export const REFUSED_BY_THE_ROUTE = 'refused by the route' as const;

/**
 * The gene actions and the sequence call: what they read is the loci their answer is made from, which only the work
 * finds (10,000 ids looked up, an annotation search by name run whole). The job counts them in its worker thread and
 * the route charges them when the answer is ready, before sending it (contentAccessHook.ts, AnswerCharges), so that
 * the request thread never does that work itself.
 */
export const READ_BY_THE_ANSWER = 'read by the answer' as const;

/** A locus an answer read, by its key, as it is charged. */
export const locusRead = (key: string): RecordRead => ({ type: 'locus', key });

const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

/** GET detail/{type}?key=: the record, when it exists (the route answers 404 otherwise). */
export const detailRecord: ReadsOf = async (request, { records }) => {
  const { type } = request.params as { type: string };
  const key = queryValue(queryOf(request).key);
  if (!DETAIL_TYPES.has(type) || !key || (await records.body(type, key)) === undefined) return REFUSED_BY_THE_ROUTE;
  return [{ type, key }];
};

/** The name, accession and id lookups: free, with a unit left. */
export const nothingRead: ReadsOf = () => [];

/** A query parameter as the browse and download routes read it (routes/browseCollections.ts), or undefined. */
function requiredParameter(request: FastifyRequest, name: string): string | undefined {
  try {
    return queryText(request.query, name, { required: true });
  } catch {
    return undefined;
  }
}

/** browse/gene-family?key=: the family's record; a family the list names without a record shows its list entry only. */
export const geneFamilyRecord: ReadsOf = async (request, { geneFamilies }) => {
  const key = requiredParameter(request, 'key');
  const family = key === undefined ? undefined : await geneFamilies.family(key);
  if (key === undefined || !family) return REFUSED_BY_THE_ROUTE;
  return family.hasRecord ? [{ type: 'genefamily', key }] : [];
};

/** browse/microarray-experiment?name=: the experiment's record (the page holds it whole). */
export const microarrayExperimentRecord: ReadsOf = async (request, { records }) => {
  const name = requiredParameter(request, 'name');
  const key = name === undefined ? null : await records.idByName('microarrayexperiment', name);
  return key === null ? REFUSED_BY_THE_ROUTE : [{ type: 'microarrayexperiment', key }];
};

/**
 * A file of the download area: premium when it lies under a Subscriber_Data_Releases folder (001 §2.5, the rule the
 * list's diamonds follow), by the path asked for or by where that path really leads; charged once per file. A path
 * the route refuses (400, 404, a folder) serves nothing premium, so it is answered as it would be to anyone: a
 * broken link to a public file says so rather than asking to log in (the folders' listings are public anyway).
 */
async function publishedFile(requested: string, parameter: string, downloadsRoot: string): Promise<ContentReads> {
  let entry;
  try {
    entry = await findPublishedEntry(downloadsRoot, requested, parameter);
  } catch {
    return 'public';
  }
  if (entry.isDirectory) return 'public';
  const realRelative = path.relative(entry.realRoot, entry.realPath).split(path.sep).join('/');
  if (!isPremiumPath(entry.segments.join('/')) && !isPremiumPath(realRelative)) return 'public';
  return [{ type: 'download', key: realRelative }];
}

/**
 * GET download-files/download?filePath=, and the older site's /download_files/{path}, which gives a script the file
 * and a browser the app's page showing it (routes/downloads.ts): the page is public, the file behind it is not.
 */
export const downloadAreaFile: ReadsOf = async (request, { downloadsRoot }) => {
  if (request.routeOptions.url === `${LEGACY_FILE_PREFIX}*`) {
    if ((request.headers.accept ?? '').includes('text/html')) return 'public';
    return publishedFile((request.params as { '*'?: string })['*'] ?? '', 'path', downloadsRoot);
  }
  const filePath = requiredParameter(request, 'filePath');
  return filePath === undefined ? 'public' : publishedFile(filePath, 'filePath', downloadsRoot);
};

/** A tool run is one paid item: the same search again within 24 hours is free, as a record re-read is. */
const runOf = (tool: string, search: unknown): RecordRead[] => [{ type: tool, key: createHash('sha256').update(JSON.stringify(search)).digest('hex') }];

const isForm = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

/** POST /tools-service/blast: the search the form asks for (a form the service refuses runs nothing). */
export const blastRun: ReadsOf = (request) => {
  if (!isForm(request.body)) return REFUSED_BY_THE_ROUTE;
  try {
    return runOf('blast', readBlastRequest(request.body));
  } catch (error) {
    if (error instanceof BlastInputError) return REFUSED_BY_THE_ROUTE;
    throw error;
  }
};

/** POST /tools-service/patmatch: the search the form asks for, once its pattern compiles. */
export const patmatchRun: ReadsOf = (request) => {
  if (!isForm(request.body)) return REFUSED_BY_THE_ROUTE;
  try {
    const search = readPatmatchRequest(request.body);
    compileMatcher(search.pattern, search);
    return runOf('patmatch', search);
  } catch (error) {
    if (error instanceof PatmatchRequestError || error instanceof PatternError || error instanceof UnsupportedWithMismatches) return REFUSED_BY_THE_ROUTE;
    throw error;
  }
};
