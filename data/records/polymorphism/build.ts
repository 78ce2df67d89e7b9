// Parts that polymorphism records share: the gene rows and the germplasms that carry an allele.
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import { rosterLoci } from '../../roster';
import type { RosterLocusName } from '../publication/build';

type AssociatedGene = NonNullable<PolymorphismResponse['associatedGenes']>[number];

/** The gene models of a roster locus that the polymorphism lies in (all of them, or the first `count`). */
export function genesOf(locus: RosterLocusName, geneFeatureSite: string, count?: number): AssociatedGene[] {
  const { key, name, geneModels } = rosterLoci[locus];
  return geneModels.slice(0, count).map((model) => ({
    geneModel: model.name,
    geneId: model.key,
    locus: name,
    locusId: key,
    mapType: 'assembly_unit',
    geneFeatureSite,
    relationshipType: 'located in',
    description: null,
  }));
}

/** The chromosome of a roster locus, from its AGI name (AT1G01010 lies on chromosome 1). */
export const chromosomeOf = (locus: RosterLocusName) => rosterLoci[locus].name.charAt(2);
