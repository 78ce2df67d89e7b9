// 002 §3 Gene symbol: GET detail/genesymbol?key= — the record behind /genesymbol (Summary, Associated Loci,
// Attribution): a registered gene class symbol.
import * as z from 'zod/mini';
import { attributionSchema, flag, id, list, text, type KnownFields } from './shared';

/** A locus the symbol names; locusId is the locus's key. */
const associatedLocusSchema = z.looseObject({
  locusName: text(),
  locusId: z.nullish(id),
  /** The full name the symbol has at this locus. */
  fullName: text(),
});

export const geneSymbolSchema = z.looseObject({
  /** e.g. 'LFY'. */
  symbol: z.string(),
  /** The full name the symbol abbreviates, e.g. 'LEAFY'. */
  descriptiveSymbol: text(),
  description: text(),
  /** T when mutants of the gene have a visible phenotype. */
  hasMutantPhenotype: z.nullish(flag),
  mutantPhenotypeClass: text(),
  /** e.g. 'approved', 'pending'. */
  status: text(),
  /** multiple_loci or single_locus. */
  associatedLociCount: text(),
  associatedLocis: list(associatedLocusSchema),
  attributions: list(attributionSchema),
});

/** The parsed gene symbol, with only its known fields (so config paths are checked by `tsc`). */
export type GeneSymbol = KnownFields<z.infer<typeof geneSymbolSchema>>;

/** A detail/genesymbol response as the server sends it. */
export type GeneSymbolResponse = z.input<typeof geneSymbolSchema>;
