// What the genome API answers about the features of a region, track by track. The embedded genome browser draws
// these; the GFF3 export writes the same features. Types are Sequence Ontology terms, as GFF3 wants them.
//
//   GET /api/genome/features?region=Chr1:1..100000&track=genes   → GenomeFeaturesAnswer (JSON)
//   GET /api/genome/features.gff3[?region=…]                      → GFF3 of every track (the whole genome without region)
//   GET /api/genome/sequence.fasta?region=…                       → FASTA of the region (MAX_SEQUENCE_REGION at most)
//
// A bad region or track is a 400 naming the field; a region wider than MAX_FEATURE_REGION is a 400 saying so.
// zod/mini: the browser parses the answers with these schemas, and the classic API would put all of zod's core in
// the code every page loads.
import * as z from 'zod/mini';

/** The browser's tracks, in the order it lists them. */
export const GENOME_TRACKS = [
  { id: 'genes', label: 'Gene models' },
  { id: 'markers', label: 'Markers' },
  { id: 'polymorphisms', label: 'Polymorphisms and alleles' },
  { id: 'transposons', label: 'Transposons' },
  { id: 'clones', label: 'Clones' },
] as const;

export type GenomeTrackId = (typeof GENOME_TRACKS)[number]['id'];
export const GENOME_TRACK_IDS = GENOME_TRACKS.map((track) => track.id) as [GenomeTrackId, ...GenomeTrackId[]];

export interface GenomeFeature {
  /** Unique within an answer and the same in every answer ('locus:AT1G01010', 'model:AT1G01010.1', …). */
  id: string;
  /** A Sequence Ontology term: gene, mRNA, ncRNA, exon, CDS, five_prime_UTR, three_prime_UTR, genetic_marker, … */
  type: string;
  /** 1-based, inclusive; start ≤ end. */
  start: number;
  end: number;
  /** 1 forward, -1 reverse, 0 none (markers, clones). */
  strand: 1 | -1 | 0;
  name: string;
  /** The portal page of the record the feature stands for (a path starting with '/'), when it has one. */
  href?: string;
  /** A gene's models, a model's exons, CDS and UTRs. */
  subfeatures?: GenomeFeature[];
}

export const genomeFeatureSchema: z.ZodMiniType<GenomeFeature> = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    type: z.string().check(z.minLength(1)),
    start: z.int().check(z.minimum(1)),
    end: z.int().check(z.minimum(1)),
    strand: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
    name: z.string(),
    href: z.optional(z.string().check(z.startsWith('/'))),
    subfeatures: z.optional(z.array(genomeFeatureSchema)),
  }),
);

export const genomeFeaturesAnswerSchema = z.object({
  region: z.object({ chromosome: z.string(), start: z.int(), end: z.int() }),
  track: z.enum(GENOME_TRACK_IDS),
  features: z.array(genomeFeatureSchema),
});

export type GenomeFeaturesAnswer = z.infer<typeof genomeFeaturesAnswerSchema>;

/** A refused call's answer (400): the message, and the query parameter it is about. */
export const genomeRequestErrorSchema = z.object({ error: z.string(), field: z.enum(['region', 'track']) });
export type GenomeRequestError = z.infer<typeof genomeRequestErrorSchema>;

/** The message of a track the API does not have. */
export const UNKNOWN_TRACK_MESSAGE = `Give a track: one of ${GENOME_TRACK_IDS.join(', ')}.`;
