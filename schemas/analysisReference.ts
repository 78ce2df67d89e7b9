// 002 §3 Analysis reference: GET detail/analysisreference?key= — the record behind /analysisreference (Summary,
// External Links): the computational analysis that an annotation cites instead of a publication.
import * as z from 'zod/mini';
import { dateValue, flag, id, list, text, type KnownFields } from './shared';

/** A web page about the analysis or its program. */
export const websiteSchema = z.looseObject({ name: text(), url: text() });

export const analysisReferenceSchema = z.looseObject({
  name: z.string(),
  referenceId: z.nullish(id),
  /** The settings the program ran with. */
  parameters: text(),
  /** Which results were kept as annotations. */
  outputDefinitionCriteria: text(),
  dateRun: z.nullish(dateValue),
  /** Whether the analysis reads nucleotide or peptide sequences. */
  isNucleotide: z.nullish(flag),
  isPeptide: z.nullish(flag),
  programName: text(),
  description: text(),
  /** What the program does, e.g. 'domain search', 'subcellular localisation prediction'. */
  softwareFunction: text(),
  /** Who provides the program or its data. */
  source: text(),
  author: text(),
  dateReleased: z.nullish(dateValue),
  version: text(),
  websites: list(websiteSchema),
});

/** The parsed analysis reference, with only its known fields. */
export type AnalysisReference = KnownFields<z.infer<typeof analysisReferenceSchema>>;

/** A detail/analysisreference response as the server sends it. */
export type AnalysisReferenceResponse = z.input<typeof analysisReferenceSchema>;
