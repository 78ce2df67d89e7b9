// A microarray experiment: GET detail/microarrayexperiment?key=. 002 §3 gives the list's names only; the record
// holds the experiment's name, what was measured, the array design it used, its submitter and its publications.
import * as z from 'zod/mini';
import { arrayDesignSchema } from './arrayElement';
import { submitterSchema } from './geneFamily';
import { dateValue, list, publicationSummarySchema, text, type KnownFields } from './shared';

export const microarrayExperimentSchema = z.looseObject({
  name: z.string(),
  description: text(),
  /** e.g. 'development', 'stress', 'time course'. */
  experimentType: text(),
  arrayDesign: z.nullish(arrayDesignSchema),
  submitter: z.nullish(submitterSchema),
  dateLastModified: z.nullish(dateValue),
  publications: list(publicationSummarySchema),
});

/** The parsed microarray experiment, with only its known fields. */
export type MicroarrayExperiment = KnownFields<z.infer<typeof microarrayExperimentSchema>>;

/** A detail/microarrayexperiment response as the server sends it. */
export type MicroarrayExperimentResponse = z.input<typeof microarrayExperimentSchema>;
