// Demo insertion alleles of a few generated family loci, each with the line that carries it and a mutant phenotype
// cited from one of the locus's demo studies: the germplasm and polymorphism records, and the rows the locus and
// gene pages list them by. Everything here is demo data; the alleles are named after the loci's demo symbols.
import type { GermplasmResponse } from '../../../schemas/germplasm';
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import { rosterEcotypes } from '../../roster';
import { accessionOf, ARABIDOPSIS, stockOf } from '../germplasm/build';
import { wildTypeKeys } from '../keys';
import { personAttribution } from '../person/community';
import { publicationSummaryWithDoi } from '../publication/build';
import { FAMILIES } from './families';
import { familyGeneKey, familyLocusPlan, type FamilyLocusPlan } from './plan';
import { familyStudyRecords, studiesAbout, type StudyFacts } from './studies';

export interface FamilyAllele {
  name: string;
  plan: FamilyLocusPlan;
  germplasmKey: number;
  polymorphismKey: number;
  phenotype: string;
  study: StudyFacts;
  /** Null: the stock centres hold no stock of the line. */
  stockName: string | null;
}

const ALLELES_PER_FAMILY = 4;

function allelesOfFamily(family: FamilyLocusPlan['family'], firstNumber: number): FamilyAllele[] {
  const carriers = familyLocusPlan.filter((plan) => plan.family === family && plan.symbol && studiesAbout(plan).length > 0).slice(0, ALLELES_PER_FAMILY);
  return carriers.map((plan, position) => {
    const n = firstNumber + position;
    return {
      name: `${plan.symbol!.name.toLowerCase()}-1`,
      plan,
      germplasmKey: 4_720_000 + n,
      polymorphismKey: 4_520_000 + n,
      phenotype: FAMILIES[family].phenotypes[position % FAMILIES[family].phenotypes.length]!,
      study: studiesAbout(plan)[0]!,
      stockName: position % 2 === 0 ? `CS9${String(90_000 + n).padStart(5, '0')}` : null,
    };
  });
}

export const familyAlleles: readonly FamilyAllele[] = [...allelesOfFamily('FBOX', 1), ...allelesOfFamily('PPR', 1 + ALLELES_PER_FAMILY)];

export const allelesOfLocus = (plan: FamilyLocusPlan) => familyAlleles.filter((allele) => allele.plan === plan);

/** 'Okafor D et al. (2019)' on the locus page, 'Okafor D (2019)' on the gene page. */
export const familyPhenotypeLabel = (allele: FamilyAllele, withEtAl: boolean) =>
  `${allele.study.authors[0]}${withEtAl && allele.study.authors.length > 1 ? ' et al.' : ''} (${allele.study.year})`;

const studySummary = (allele: FamilyAllele) => {
  const record = familyStudyRecords(new Map()).find((candidate) => candidate.referenceId === allele.study.key)!;
  return publicationSummaryWithDoi(record);
};

const DATE = '2022-11-30';

function alleleRow(allele: FamilyAllele) {
  const { plan } = allele;
  return {
    polymorphismId: allele.polymorphismKey,
    originalName: allele.name,
    locusName: plan.name,
    locusId: plan.key,
    geneId: familyGeneKey(plan.index, 1),
    geneName: `${plan.name}.1`,
    fullName: plan.symbol?.fullName ?? null,
    genotype: 'homozygous',
    mutagen: null,
    inheritance: 'recessive',
  };
}

function germplasmRecord(allele: FamilyAllele): GermplasmResponse {
  return {
    name: allele.name,
    originalName: allele.name,
    scientificName: ARABIDOPSIS,
    germplasmType: 'Individual Line',
    tairObjectId: allele.germplasmKey,
    dateLastModified: DATE,
    description: `Homozygous T-DNA insertion line of ${allele.plan.name} in the Col-0 background (demo record).`,
    specialGrowthConditions: null,
    mutagen: null,
    aneuploid: 'F',
    ploidy: 'diploid',
    accessions: [accessionOf('COL_0')],
    otherNames: [],
    pedigree: { parentLines: [{ name: rosterEcotypes.COL_0.abbrevName, tairObjectId: wildTypeKeys.COL_0 }], progenyLines: [] },
    polymorphisms: [alleleRow(allele)],
    construct: [],
    stock: allele.stockName ? stockOf(allele.stockName, 'available', 'STOCK_DONOR') : null,
    stockEntries: allele.stockName ? [{ stockName: allele.stockName, tairObjectId: null, stockType: 'individual line' }] : [],
    memberStockEntries: [],
    images: [],
    phenotypes: [
      {
        reference_id: allele.study.key,
        publicationId: allele.study.key,
        authors: [...allele.study.authors],
        publicationYear: allele.study.year,
        phenotype: allele.phenotype,
      },
    ],
    publications: [studySummary(allele)],
    attributions: [personAttribution('CURATOR', 'curated by', DATE)],
    annotations: [],
    comments: [],
  };
}

function polymorphismRecord(allele: FamilyAllele): PolymorphismResponse {
  return {
    originalName: allele.name,
    name: allele.name,
    polymorphismTairObjectId: allele.polymorphismKey,
    dateLastModified: DATE,
    aliases: [],
    polymorphismType: 'insertion',
    insertionType: 'T-DNA',
    chromosome: String(allele.plan.chromosome),
    constructType: 'Simple Insert',
    mutagen: null,
    mutationSite: null,
    inheritance: 'recessive',
    alleleMode: 'loss of function',
    description: `${allele.name}: ${allele.phenotype.charAt(0).toLowerCase()}${allele.phenotype.slice(1)} (demo record).`,
    attributions: [personAttribution('CURATOR', 'curated by', DATE)],
    associatedGenes: [
      {
        geneModel: `${allele.plan.name}.1`,
        geneId: familyGeneKey(allele.plan.index, 1),
        locus: allele.plan.name,
        locusId: allele.plan.key,
        mapType: 'assembly_unit',
        geneFeatureSite: 'exon',
        relationshipType: 'located in',
        description: null,
      },
    ],
    tfcPolymorphisms: [],
    associatedNucleotideSequences: [],
    germplasmCollections: [{ name: allele.name, tairObjectId: allele.germplasmKey, description: null }],
    geneticMarkers: [],
    globalAssignments: [],
    publications: [studySummary(allele)],
    comments: [],
  };
}

export const familyGermplasmRecords = () => familyAlleles.map(germplasmRecord);
export const familyPolymorphismRecords = () => familyAlleles.map(polymorphismRecord);
