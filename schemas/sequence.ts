// 002 §3 Sequence: GET detail/sequence?key= — the record behind /sequence (Sequence, Summary, Publications).
import * as z from 'zod/mini';
import { count, dateValue, id, list, publicationSummarySchema, text, type KnownFields } from './shared';

export const sequenceSchema = z.looseObject({
  /** The sequence's name, usually its GenBank accession, e.g. 'NM_099983'. */
  name: z.string(),
  tairObjectId: z.nullish(id),
  /** The accession in the international nucleotide databases (GenBank/ENA/DDBJ). */
  icAccession: text(),
  /** Bases. */
  length: count(),
  /** The bases, one letter each (A, C, G, T, N). */
  sequence: text(),
  /** e.g. 'mRNA', 'genomic DNA', 'transposable element'. */
  nucleotideSequenceType: text(),
  dateLastModified: z.nullish(dateValue),
  publications: list(publicationSummarySchema),
});

/** The parsed sequence, with only its known fields. */
export type Sequence = KnownFields<z.infer<typeof sequenceSchema>>;

/** A detail/sequence response as the server sends it. */
export type SequenceResponse = z.input<typeof sequenceSchema>;
