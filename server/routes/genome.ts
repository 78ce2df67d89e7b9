// The genome API the embedded genome browser reads, and the standard exports (contracts/genome/features.ts):
//   GET /api/genome/features?region=Chr1:1..100000&track=genes → GenomeFeaturesAnswer
//   GET /api/genome/features.gff3[?region=…]                   → GFF3 of every track (the whole genome without region)
//   GET /api/genome/sequence.fasta?region=…                    → FASTA of the region (MAX_SEQUENCE_REGION at most)
// Features are read from the records on every call, through the search index's spans, which every record write
// keeps in step: a changed record shows in the next answer.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GENOME_TRACK_IDS, UNKNOWN_TRACK_MESSAGE, type GenomeFeaturesAnswer, type GenomeRequestError, type GenomeTrackId } from '../../contracts/genome/features';
import { MAX_FEATURE_REGION, MAX_SEQUENCE_REGION, parseRegion, regionTooWide, type GenomeRegion } from '../../contracts/genome/region';
import { contentDisposition } from '../downloads/contentTypes';
import { exportFileName, gff3Stream, regionFasta } from '../genome/exports';
import { regionFeatures, wholeGenome } from '../genome/regionFeatures';
import type { GenomeStore } from '../genome/store';

interface GenomeQuery {
  region?: unknown;
  track?: unknown;
}

const refused = (reply: FastifyReply, field: GenomeRequestError['field'], error: string) => reply.code(400).send({ error, field } satisfies GenomeRequestError);

/** The region of the query, or the 400 sent for it (a region too wide for `max` bases too). */
function regionOf(query: GenomeQuery, reply: FastifyReply, max: number): GenomeRegion | null {
  const parsed = parseRegion(query.region);
  if (!parsed.ok) {
    void refused(reply, 'region', parsed.message);
    return null;
  }
  const tooWide = regionTooWide(parsed.region, max);
  if (tooWide) {
    void refused(reply, 'region', tooWide);
    return null;
  }
  return parsed.region;
}

const isTrack = (value: unknown): value is GenomeTrackId => typeof value === 'string' && (GENOME_TRACK_IDS as readonly string[]).includes(value);

export async function genomeRoutes(app: FastifyInstance, { genome }: { genome: GenomeStore }): Promise<void> {
  app.get<{ Querystring: GenomeQuery }>('/api/genome/features', async (request, reply) => {
    if (!isTrack(request.query.track)) return refused(reply, 'track', UNKNOWN_TRACK_MESSAGE);
    const region = regionOf(request.query, reply, MAX_FEATURE_REGION);
    if (!region) return reply;
    const track = request.query.track;
    return { region, track, features: await regionFeatures(genome, track, region) } satisfies GenomeFeaturesAnswer;
  });

  app.get<{ Querystring: GenomeQuery }>('/api/genome/features.gff3', async (request, reply) => {
    const whole = request.query.region === undefined;
    const region = whole ? undefined : regionOf(request.query, reply, MAX_FEATURE_REGION);
    if (region === null) return reply;
    return reply
      .type('text/x-gff3; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', exportFileName(region, 'gff3')))
      .send(gff3Stream(genome, region ? [region] : wholeGenome()));
  });

  app.get<{ Querystring: GenomeQuery }>('/api/genome/sequence.fasta', async (request, reply) => {
    const region = regionOf(request.query, reply, MAX_SEQUENCE_REGION);
    if (!region) return reply;
    return reply
      .type('text/x-fasta; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', exportFileName(region, 'fasta')))
      .send(regionFasta(region));
  });
}
