// 002 §3 Gene: GET detail/gene?key= — the record behind /gene (sections/gene.ts).
import * as z from 'zod/mini';
import {
  geneFeatureSchema,
  geneMapLocationSchema,
  geneNucleotideSequenceSchema,
  geneOntologyGroupSchema,
  genePolymorphismInfoSchema,
  geneProteinSchema,
  genePublicationSchema,
  geneSymbolSchema,
} from './gene/parts';
import { pageGermplasmSchema } from './locus/germplasm';
import { dateValue, externalLinkSchema, id, list, text, type KnownFields } from './shared';

export const geneSchema = z.looseObject({
  /** The gene model name, e.g. 'AT1G01010.1'. */
  name: z.string(),
  /** One of full_name, gene_product, orf, symbol (002 §9). */
  nameType: text(),
  geneModelType: text(),
  symbols: list(geneSymbolSchema),
  primarySymbol: text(),
  description: text(),
  locusName: text(),
  locusId: z.nullish(id),
  dateLastModified: z.nullish(dateValue),
  tairAccession: text(),

  /** One map location, or several. */
  mapLocation: z.nullish(z.union([geneMapLocationSchema, z.array(geneMapLocationSchema)])),
  sequence: z.nullish(z.looseObject({ nucleotideSequences: list(geneNucleotideSequenceSchema) })),
  geneFeatures: list(geneFeatureSchema),
  proteinData: list(geneProteinSchema),
  plantOntologyAnnotation: z.nullish(z.looseObject({ data: list(geneOntologyGroupSchema) })),
  germplasm: list(pageGermplasmSchema),
  polymorphismInfos: list(genePolymorphismInfoSchema),
  publications: list(genePublicationSchema),
  externalLinks: list(externalLinkSchema),
});

/** The parsed gene, with only its known fields (so config paths are checked by `tsc`). */
export type Gene = KnownFields<z.infer<typeof geneSchema>>;

/** A detail/gene response as the server sends it (fixtures are typed with it). */
export type GeneResponse = z.input<typeof geneSchema>;
