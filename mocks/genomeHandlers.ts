import { http, HttpResponse, type RequestHandler } from 'msw';
import { GENOME_TRACK_IDS, type GenomeTrackId } from '../contracts/genome/features';
import { MAX_FEATURE_REGION, MAX_SEQUENCE_REGION, parseRegion, regionLength, regionText, type GenomeRegion } from '../contracts/genome/region';
import { fixtureSequence, genomeFixture } from './fixtures/genome/features';

// The genome API as contracts/genome/features.ts describes it, over the chromosome 1 fixture: features by track and
// region, the region's FASTA, and a 400 naming the field for a bad region or track.
const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

function regionOf(url: URL, widest: number): GenomeRegion | string {
  const parsed = parseRegion(url.searchParams.get('region'));
  if (!parsed.ok) return `region: ${parsed.message}`;
  if (regionLength(parsed.region) > widest) return `region: at most ${widest} bases at once.`;
  return parsed.region;
}

const overlapping = (region: GenomeRegion, track: GenomeTrackId) =>
  region.chromosome === 'Chr1' ? genomeFixture[track].filter((feature) => feature.end >= region.start && feature.start <= region.end) : [];

export const genomeHandlers: RequestHandler[] = [
  http.get('*/api/genome/features', ({ request }) => {
    const url = new URL(request.url);
    const region = regionOf(url, MAX_FEATURE_REGION);
    if (typeof region === 'string') return badRequest(region);
    const track = url.searchParams.get('track');
    if (!GENOME_TRACK_IDS.includes(track as GenomeTrackId)) return badRequest(`track: one of ${GENOME_TRACK_IDS.join(', ')}.`);
    return HttpResponse.json({ region, track, features: overlapping(region, track as GenomeTrackId) });
  }),
  http.get('*/api/genome/sequence.fasta', ({ request }) => {
    const region = regionOf(new URL(request.url), MAX_SEQUENCE_REGION);
    if (typeof region === 'string') return badRequest(region);
    const lines = fixtureSequence(region.start, region.end).match(/.{1,60}/g) ?? [];
    return new HttpResponse(`>${regionText(region)}\n${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/x-fasta' } });
  }),
];

/** The genome API down: every call a 500. */
export const failingGenomeHandlers: RequestHandler[] = [
  http.get('*/api/genome/*', () => HttpResponse.json({ message: 'The genome store is not available.' }, { status: 500 })),
];
