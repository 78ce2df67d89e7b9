// The roster's curated alleles as the locus and gene pages list them: the line that carries each allele and the
// polymorphism itself. The alleles' details come from their records (data/records/polymorphism/alleles.ts), so the
// three pages agree.
import { rosterEcotypes, rosterLoci, rosterPublications } from '../../roster';
import { curatedAlleles } from '../polymorphism/alleles';
import type { RosterLocusName } from './facts';

export interface LocusAllele {
  name: string;
  germplasmKey: number;
  polymorphismKey: number;
  polymorphismType: string;
  alleleMode: string;
  geneFeatureSite: string;
  background: string;
  stockNames: string[];
  phenotype: { text: string; referenceId: number | null; author: string | null; authorCount: number; year: number | null };
  /** The gene models the allele affects: the locus's coding models. */
  geneModels: { key: number; name: string }[];
}

export function allelesOf(locus: RosterLocusName): LocusAllele[] {
  return curatedAlleles
    .filter((allele) => allele.locus === locus)
    .map((allele) => {
      const publication = allele.publication ? rosterPublications[allele.publication] : null;
      return {
        name: allele.name,
        germplasmKey: allele.germplasmKey,
        polymorphismKey: allele.polymorphismKey,
        polymorphismType: allele.polymorphismType,
        alleleMode: allele.alleleMode,
        geneFeatureSite: allele.geneFeatureSite,
        background: rosterEcotypes[allele.background].abbrevName,
        stockNames: allele.stock ? [allele.stock.name] : [],
        phenotype: {
          text: allele.phenotype,
          referenceId: publication?.key ?? null,
          author: publication?.authors[0] ?? null,
          authorCount: publication?.authors.length ?? 0,
          year: publication?.year ?? null,
        },
        geneModels: rosterLoci[locus].geneModels.filter((_, index) => index < rosterLoci[locus].proteins.length).map(({ key, name }) => ({ key, name })),
      };
    });
}

/** 'Mizoguchi T (2002)' on the gene page; the locus page adds 'et al.' for several authors. */
export const phenotypeLabel = ({ author, authorCount, year }: LocusAllele['phenotype'], withEtAl: boolean) =>
  author === null ? null : `${author}${withEtAl && authorCount > 1 ? ' et al.' : ''} (${year})`;
