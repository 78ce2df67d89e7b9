// 002 §3 Locus: GET detail/locus?key= — the record behind /locus (sections/locus.ts).
import * as z from 'zod/mini';
import { annotationGroupSchema } from './locus/annotations';
import { pageGermplasmSchema } from './locus/germplasm';
import {
  arrayElementSummarySchema,
  geneticMarkerSchema,
  locusCloneSchema,
  locusNucleotideSequenceSchema,
  locusPolymorphismSchema,
  locusProteinSequenceSchema,
  locusPublicationSchema,
  locusSymbolSchema,
  locusTransposonSchema,
  otherGeneSchema,
  repGeneSchema,
  transcriptCountSchema,
  updateHistorySchema,
} from './locus/parts';
import {
  commentSchema,
  dateValue,
  externalLinkGroupSchema,
  flag,
  id,
  list,
  mapAssignmentSchema,
  text,
  type KnownFields,
} from './shared';

export const locusSchema = z.looseObject({
  /** The AGI name, e.g. 'AT1G01010'. */
  name: z.string(),
  locusId: z.nullish(id),
  tairObjectId: z.nullish(id),
  isObsolete: z.nullish(flag),
  dateLastModified: z.nullish(dateValue),

  // Summary
  repGene: z.nullish(repGeneSchema),
  symbols: list(locusSymbolSchema),
  otherNames: list(z.string()),
  updateHistories: list(updateHistorySchema),
  affectedByHistories: list(updateHistorySchema),
  transposons: list(locusTransposonSchema),
  comments: list(commentSchema),

  // Transcripts
  otherGenes: list(otherGeneSchema),
  transcriptCounts: list(transcriptCountSchema),

  // Maps and mapping data
  chromosome: z.nullish(z.union([z.string(), z.number()])),
  /** The chromosome as the genome browser names it, e.g. 'Chr1'. */
  jbrowseChromosome: text(),
  spanStartPosition: z.nullish(z.number()),
  spanEndPosition: z.nullish(z.number()),
  globalAssignments: list(mapAssignmentSchema),
  geneticMarkers: list(geneticMarkerSchema),

  // Sequences, protein data, expression
  nucleotideSequences: list(locusNucleotideSequenceSchema),
  proteinSequences: list(locusProteinSequenceSchema),
  singleChannelArrayElements: list(arrayElementSummarySchema),
  dualChannelArrayElements: list(arrayElementSummarySchema),

  // Gene ontology, homology
  annotationGroups: list(annotationGroupSchema),
  hasPhylogenesPage: z.nullish(flag),

  // Germplasm and clones, polymorphisms, publications, external links
  germplasms: list(pageGermplasmSchema),
  clones: list(locusCloneSchema),
  polymorphisms: list(locusPolymorphismSchema),
  publications: list(locusPublicationSchema),
  externalLinkGroups: list(externalLinkGroupSchema),
});

/** The parsed locus, with only its known fields (so config paths are checked by `tsc`). */
export type Locus = KnownFields<z.infer<typeof locusSchema>>;

/** A detail/locus response as the server sends it (fixtures are typed with it). */
export type LocusResponse = z.input<typeof locusSchema>;
