// 002 §3 Protein: GET detail/protein?key= — the record behind /protein (sections/protein.ts).
import * as z from 'zod/mini';
import { commentSchema, dateValue, externalLinkSchema, id, list, text, type KnownFields } from './shared';

/** Computed from the sequence by the server. */
const proteinPropertiesSchema = z.looseObject({
  /** Daltons. */
  calculatedMW: z.nullish(z.number()),
  calculatedPI: z.nullish(z.number()),
  /** Residues. */
  length: z.nullish(z.number()),
});

/** The protein's identifiers in other databases. */
const externalIdsSchema = z.looseObject({
  uniprotId: text(),
  genbankGi: z.nullish(z.union([z.string(), z.number()])),
});

/** A gene model that encodes the protein, with the locus it belongs to. */
const associatedGeneSchema = z.looseObject({
  geneId: z.nullish(id),
  name: text(),
  associatedLocus: z.nullish(z.looseObject({ name: text(), locusId: z.nullish(id) })),
});

/** A domain hit on the sequence (1-based residue positions) and the InterPro entry it belongs to. */
const proteinDomainSchema = z.looseObject({
  startPosition: z.nullish(z.number()),
  endPosition: z.nullish(z.number()),
  domainDetails: z.nullish(
    z.looseObject({
      interproAccession: text(),
      interproName: text(),
      /** The member database that found the hit, e.g. 'PROSITE profiles', 'Pfam'. */
      proteindomainType: text(),
      proteinDomainAccession: text(),
      description: text(),
    }),
  ),
});

export const proteinSchema = z.looseObject({
  /** The gene model the protein is translated from, e.g. 'AT1G01010.1'. */
  name: z.string(),
  tairAccession: text(),
  dateLastModified: z.nullish(dateValue),
  /** The amino-acid sequence, one letter per residue. */
  sequence: text(),
  proteinProperties: z.nullish(proteinPropertiesSchema),
  externalIdsList: list(externalIdsSchema),
  associatedGenes: list(associatedGeneSchema),
  domains: list(proteinDomainSchema),
  /** The SCOP structural class, a–h (all-α, all-β, α/β, α+β, multi-domain, membrane, small, coiled coil). */
  structuralClass: text(),
  link: z.nullish(externalLinkSchema),
  comments: list(commentSchema),
});

/** The parsed protein, with only its known fields (so config paths are checked by `tsc`). */
export type Protein = KnownFields<z.infer<typeof proteinSchema>>;

/** A detail/protein response as the server sends it (fixtures are typed with it). */
export type ProteinResponse = z.input<typeof proteinSchema>;
