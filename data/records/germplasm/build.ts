// Parts that germplasm records share: the accession a line was made in, its allele rows and its stock.
import type { GermplasmResponse } from '../../../schemas/germplasm';
import { rosterEcotypes, rosterLoci } from '../../roster';
import { personName, type RosterPerson } from '../person/community';
import type { RosterLocusName } from '../publication/build';

type Accession = NonNullable<GermplasmResponse['accessions']>[number];
type Allele = NonNullable<GermplasmResponse['polymorphisms']>[number];
type Stock = NonNullable<GermplasmResponse['stock']>;

export type RosterEcotype = keyof typeof rosterEcotypes;

/** The ecotype row of a line made in this accession (the link goes to /ecotype?key=speciesVariantId). */
export function accessionOf(which: RosterEcotype, country: string | null = null): Accession {
  const ecotype = rosterEcotypes[which];
  return { originalName: ecotype.name, speciesVariantId: ecotype.key, country, location: null, abbrevName: ecotype.abbrevName };
}

export const ecotypeByAbbrevName = (abbrevName: string): RosterEcotype =>
  (Object.keys(rosterEcotypes) as RosterEcotype[]).find((which) => rosterEcotypes[which].abbrevName === abbrevName) ?? 'COL_0';

/** An allele row, in the representative gene model of the locus. */
export function alleleOf(
  locus: RosterLocusName,
  polymorphismId: number,
  originalName: string,
  details: Pick<Allele, 'genotype' | 'mutagen' | 'inheritance'>,
): Allele {
  const { key, name, fullName, geneModels } = rosterLoci[locus];
  const gene = geneModels[0];
  return {
    polymorphismId,
    originalName,
    locusName: name,
    locusId: key,
    geneId: gene?.key ?? null,
    geneName: gene?.name ?? null,
    fullName,
    ...details,
  };
}

/** A stock donated by a roster person. */
export function stockOf(name: string, stockAvailabilityType: string, donor: RosterPerson, donorStockNumber: string | null = null): Stock {
  const { communityId, firstName, lastName } = personName(donor);
  return { stockAvailabilityType, name, donors: [{ firstName, lastName, communityType: 'person', communityId, donorStockNumber }] };
}

export const ARABIDOPSIS = 'Arabidopsis thaliana';
