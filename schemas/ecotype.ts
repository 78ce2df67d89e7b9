// 002 §3 Ecotype / species variant: GET detail/ecotype?key= — the record behind /ecotype (Summary).
import * as z from 'zod/mini';
import { stockEntrySchema } from './germplasm';
import { attributionSchema, commentSchema, dateValue, id, list, text, type KnownFields } from './shared';

/** The person who collected the accession in the wild, by community key. */
const collectorSchema = z.looseObject({ firstName: text(), lastName: text(), communityId: z.nullish(id) });

const taxonSchema = z.looseObject({
  genus: text(),
  species: text(),
  commonName: text(),
  /** The lineage, highest rank first, separated by '; '. */
  taxonomy: text(),
});

/** A germplasm made in this accession; tairObjectId is its key. */
const ecotypeGermplasmSchema = z.looseObject({ name: text(), tairObjectId: z.nullish(id), description: text() });

const measure = () => z.nullish(z.number());

export const ecotypeSchema = z.looseObject({
  /** The full name, e.g. 'Columbia'. */
  originalName: z.string(),
  /** The short name, e.g. 'Col-0'. */
  abbrName: text(),
  aliases: list(z.string()),
  dateLastModified: z.nullish(dateValue),
  tairAccession: text(),
  /** e.g. 'natural accession', 'laboratory strain'. */
  speciesVariantType: text(),
  collector: z.nullish(collectorSchema),
  country: text(),
  location: text(),
  /** Decimal degrees; min and max bound the collection site. */
  latitudeMin: measure(),
  latitudeMax: measure(),
  longitudeMin: measure(),
  longitudeMax: measure(),
  numberOfPlantsCollected: measure(),
  habitat: text(),
  /** Degrees Celsius. */
  averageTemperature: measure(),
  /** Millimetres. */
  monthlyPrecipitation: measure(),
  /** Metres above sea level. */
  altitudeMin: measure(),
  altitudeMax: measure(),
  stocks: list(stockEntrySchema),
  taxon: z.nullish(taxonSchema),
  germplasms: list(ecotypeGermplasmSchema),
  comments: list(commentSchema),
  attributions: list(attributionSchema),
});

/** The parsed ecotype, with only its known fields (so config paths are checked by `tsc`). */
export type Ecotype = KnownFields<z.infer<typeof ecotypeSchema>>;

/** A detail/ecotype response as the server sends it. */
export type EcotypeResponse = z.input<typeof ecotypeSchema>;
