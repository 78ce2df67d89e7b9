// search/sequences (contract: "Gene actions") for Storybook, component tests and mock mode: FASTA text made up
// from the request, so a story shows what was asked for, and the server's refusals: of a bad request, of a member
// with no usage units left, of a client over a gene-action limit.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { geneActionLimitRefusal, memberRefusal, type GeneActionLimitBody } from '../accessRefusals';

const sequencesUrl = '*/api/search/sequences';

const RESIDUES = { dna: 'ATGGCGTCTTCAACCGAAGCTCTTGTCGAGAAGCTTCGTGATGCAAGTCTTCCTGCTAAA', protein: 'MASSTEALVEKLRDASLPAKSGFLVDEAMLRERLQKVQGSEL' };

/** A made-up record of 60-residue lines: deterministic, so tests can look for it. */
function fastaRecord(id: string, dataset: string, length: number): string {
  const residues = dataset.endsWith('protein') ? RESIDUES.protein : RESIDUES.dna;
  const sequence = residues.repeat(Math.ceil(length / residues.length)).slice(0, length);
  const lines = sequence.match(/.{1,60}/g) ?? [];
  return [`>${id} | ${dataset} | ${length} residues`, ...lines].join('\n');
}

const refusal = (field: string, message: string) => HttpResponse.json({ error: true, field, message }, { status: 400 });

/** Answers FASTA for each listed id (and a second model per locus for 'all_models'). */
export function fastaAnswer(body: unknown, length = 180): Response {
  const request = (typeof body === 'object' && body !== null ? body : {}) as { locusIds?: unknown; geneIds?: unknown; dataset?: unknown; format?: unknown };
  const ids = request.geneIds ?? request.locusIds;
  if (!Array.isArray(ids) || ids.length === 0) return refusal('locusIds', 'locusIds must list at least one AGI locus code.');
  if (typeof request.dataset !== 'string') return refusal('dataset', 'dataset must name one of the sequence sources.');
  // As the server: matching the query keeps listed gene models, so it needs them.
  if (request.format === 'query_match' && request.geneIds === undefined) return refusal('format', 'query_match needs geneIds: it keeps only the listed gene models');
  const dataset = request.dataset;
  const models = ids.flatMap((id) => {
    const name = String(id);
    if (name.includes('.')) return [name];
    return request.format === 'all_models' ? [`${name}.1`, `${name}.2`] : [`${name}.1`];
  });
  const text = models.map((model) => fastaRecord(model, dataset, length)).join('\n') + '\n';
  return new HttpResponse(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export const geneActionsHandlers: RequestHandler[] = [
  http.post(sequencesUrl, async ({ request }) => fastaAnswer(await request.json().catch(() => undefined))),
];

/** A long answer: every record 3000 residues. */
export const longSequencesHandlers = (): RequestHandler[] => [
  http.post(sequencesUrl, async ({ request }) => fastaAnswer(await request.json().catch(() => undefined), 3000)),
];

/** An answer that never arrives. */
export const pendingSequencesHandlers = (): RequestHandler[] => [
  http.post(sequencesUrl, async () => {
    await delay('infinite');
    return new HttpResponse(null);
  }),
];

/** The server refuses the request, naming the field. */
export const refusedSequencesHandlers = (message: string): RequestHandler[] => [http.post(sequencesUrl, () => refusal('dataset', message))];

/** What a story's handler reads of a posted sequence request. */
export interface PostedSequences {
  locusIds?: unknown;
  geneIds?: unknown;
}

/** FASTA for the requests `answered` lets through, `refusal` for the rest. */
const answeredOrRefused = (answered: (posted: PostedSequences) => boolean, refusal: () => Response): RequestHandler[] => [
  http.post(sequencesUrl, async ({ request }) => {
    const posted: unknown = await request.json().catch(() => undefined);
    return answered((typeof posted === 'object' && posted !== null ? posted : {}) as PostedSequences) ? fastaAnswer(posted) : refusal();
  }),
];

/** The loci a request asks for (a gene model's locus is its id without the model number). */
function lociOf({ locusIds, geneIds }: PostedSequences): string[] {
  const ids = geneIds ?? locusIds;
  return Array.isArray(ids) ? ids.map((id) => String(id).toUpperCase().split('.')[0] ?? '') : [];
}

/**
 * A member with no usage units left: the server's 403 (sequences are subscription content), except for a request
 * whose loci the member all read in the last 24 hours (`readToday`), which opens again without a unit.
 */
export const memberRefusedSequencesHandlers = (readToday: readonly string[] = []): RequestHandler[] =>
  answeredOrRefused((posted) => {
    const loci = lociOf(posted);
    return loci.length > 0 && loci.every((locus) => readToday.includes(locus));
  }, memberRefusal);

/**
 * The client is over a gene-action limit: the server's 429 with the limit's sentence. `answered`: the requests that
 * still get their FASTA (bulk retrieval sends two at once, and the limit may refuse only one of them).
 */
export const limitedSequencesHandlers = (body: GeneActionLimitBody, answered: (posted: PostedSequences) => boolean = () => false): RequestHandler[] =>
  answeredOrRefused(answered, () => geneActionLimitRefusal(body));

/** The server fails. */
export const failingSequencesHandlers = (): RequestHandler[] => [
  http.post(sequencesUrl, () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })),
];

/** The server finds no sequence. */
export const emptySequencesHandlers = (): RequestHandler[] => [
  http.post(sequencesUrl, () => new HttpResponse('', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })),
];
