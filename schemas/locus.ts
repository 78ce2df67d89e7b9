// 002 §3 Locus: GET detail/locus?key= — the record behind /locus (sections/locus.ts).
import { z } from 'zod';
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
  locusId: id.nullish(),
  tairObjectId: id.nullish(),
  isObsolete: flag.nullish(),
  dateLastModified: dateValue.nullish(),

  // Summary
  repGene: repGeneSchema.nullish(),
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
  chromosome: z.union([z.string(), z.number()]).nullish(),
  /** The chromosome as the genome browser names it, e.g. 'Chr1'. */
  jbrowseChromosome: text(),
  spanStartPosition: z.number().nullish(),
  spanEndPosition: z.number().nullish(),
  globalAssignments: list(mapAssignmentSchema),
  geneticMarkers: list(geneticMarkerSchema),

  // Sequences, protein data, expression
  nucleotideSequences: list(locusNucleotideSequenceSchema),
  proteinSequences: list(locusProteinSequenceSchema),
  singleChannelArrayElements: list(arrayElementSummarySchema),
  dualChannelArrayElements: list(arrayElementSummarySchema),

  // Gene ontology, homology
  annotationGroups: list(annotationGroupSchema),
  hasPhylogenesPage: flag.nullish(),

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
