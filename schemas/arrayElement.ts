// 002 §3 Array element: GET detail/arrayelement?key= — the record behind /array_element (Summary, Slides,
// Experiments, Array Designs). Its key is its name lower-cased with spaces as underscores (002 §2.3).
import * as z from 'zod/mini';
import { count, flag, id, list, text, type KnownFields } from './shared';

/** A microarray design (chip or spotted array): who makes it, what technology, how many spots it carries. */
export const arrayDesignSchema = z.looseObject({
  name: text(),
  manufacturer: text(),
  /** e.g. 'in situ oligonucleotide' (single channel), 'spotted DNA/cDNA' (dual channel). */
  platformType: text(),
  numSpots: count(),
});

/** The element's signal on one hybridised slide of an experiment. */
const slideSchema = z.looseObject({
  name: text(),
  signal: z.nullish(z.number()),
  /** Where the signal ranks among the slide's elements, 0–100. */
  signalPercentile: z.nullish(z.number()),
  experimentName: text(),
});

/** The locus the element's probe matches: its name, or the name with its key. */
const elementLocusSchema = z.union([z.string(), z.looseObject({ name: text(), locusId: z.nullish(id) })]);

/** An experiment whose slides measured the element: its name, or the name with its key. */
const elementExperimentSchema = z.union([z.string(), z.looseObject({ name: text(), experimentId: z.nullish(id) })]);

export const arrayElementSchema = z.looseObject({
  /** The probe or probe-set name as the array's maker gives it, e.g. '261585_at', 'CATMA1A00010'. */
  name: z.string(),
  tairObjectId: z.nullish(id),
  /** e.g. 'probe set' (Affymetrix), 'gene-specific tag' (CATMA). */
  type: text(),
  /** Control elements (spike-ins, housekeeping genes) are not gene probes; 'F' shows as No. */
  isControl: z.nullish(flag),
  /** The probe's bases. */
  sequence: text(),
  locus: z.nullish(elementLocusSchema),
  /** Mean signal over all slides, and its standard error. */
  avgIntensity: z.nullish(z.number()),
  avgIntensityStdError: z.nullish(z.number()),
  slides: list(slideSchema),
  experiments: list(elementExperimentSchema),
  arrayDesigns: list(arrayDesignSchema),
});

/** The parsed array element, with only its known fields. */
export type ArrayElement = KnownFields<z.infer<typeof arrayElementSchema>>;

/** A detail/arrayelement response as the server sends it. */
export type ArrayElementResponse = z.input<typeof arrayElementSchema>;
