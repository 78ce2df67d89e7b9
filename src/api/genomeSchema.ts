// The genome API's answers (contracts/genome/features.ts) as the browser reads them, in zod/mini: the contract's
// schemas are classic zod, and a module the app loads that builds classic schemas puts all of zod's core into the
// code every page loads (docs/perf.md, "zod's classic API in the initial chunk"). genomeSchema.test.ts checks that
// these agree with the contract.
import * as z from 'zod/mini';
import type { GenomeFeature, GenomeFeaturesAnswer, GenomeTrackId } from '../../contracts/genome/features';

/** The contract's GENOME_TRACKS, in its order (the contract's module builds classic schemas when loaded). */
export const PORTAL_GENOME_TRACKS = [
  { id: 'genes', label: 'Gene models' },
  { id: 'markers', label: 'Markers' },
  { id: 'polymorphisms', label: 'Polymorphisms and alleles' },
  { id: 'transposons', label: 'Transposons' },
  { id: 'clones', label: 'Clones' },
] as const satisfies readonly { id: GenomeTrackId; label: string }[];

export const PORTAL_GENOME_TRACK_IDS: readonly GenomeTrackId[] = PORTAL_GENOME_TRACKS.map((track) => track.id);

const genomeFeature: z.ZodMiniType<GenomeFeature> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.string(),
    start: z.number(),
    end: z.number(),
    strand: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
    name: z.string(),
    // Pages are checked where they become links (a path on the portal only): checks here would cost every page.
    href: z.optional(z.string()),
    subfeatures: z.optional(z.array(genomeFeature)),
  }),
);

export const genomeFeaturesAnswer: z.ZodMiniType<GenomeFeaturesAnswer> = z.object({
  region: z.object({ chromosome: z.string(), start: z.number(), end: z.number() }),
  track: z.enum(['genes', 'markers', 'polymorphisms', 'transposons', 'clones']),
  features: z.array(genomeFeature),
});
